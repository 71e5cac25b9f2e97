import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { teamCopy } from "#content/team.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { SectionCard } from "#web/features/portal/section-card.tsx";
import { teamQuery, useInvite, useRemoveMember, useRevokeInvitation } from "./team-api.ts";

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/**
 * The owner's team (decision 0053): who answers the account's chats, the invitations still open,
 * and inviting by address. The server checks the address and the limits and says what is wrong.
 */
export function TeamCard() {
  const team = useQuery(teamQuery);
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const remove = useRemoveMember();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const copy = teamCopy.card;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    invite.mutate(email, {
      onSuccess: () => {
        setSentTo(email.trim());
        setEmail("");
      },
    });
  };
  const failure = invite.error ?? revoke.error ?? remove.error;
  const used = (team.data?.members.length ?? 0) + (team.data?.invitations.length ?? 0);

  return (
    <SectionCard title={copy.title} lead={copy.lead}>
      {team.isError ? <ErrorAlert className="mb-4">{copy.loadFailed}</ErrorAlert> : null}
      {failure ? <ErrorAlert className="mb-4">{failure.message}</ErrorAlert> : null}
      {sentTo ? <SuccessAlert className="mb-4">{copy.invited(sentTo)}</SuccessAlert> : null}
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
        <FormField label={copy.emailLabel} className="min-w-0 flex-1" required>
          <Input
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <SubmitButton size="md" pending={invite.isPending} pendingLabel={copy.inviting}>
          {copy.invite}
        </SubmitButton>
      </form>
      {team.data ? (
        <div className="mt-6 grid gap-5 text-sm">
          <p className="text-slate-600">{copy.seatsUsed(used, team.data.seats)}</p>
          <div>
            <h3 className="font-semibold text-slate-900">{copy.members}</h3>
            {team.data.members.length === 0 ? <p className="mt-1 text-slate-600">{copy.none}</p> : null}
            <ul className="mt-2 grid gap-2">
              {team.data.members.map((member) => (
                <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    <span className="font-medium text-slate-900">{member.fullName}</span>{" "}
                    <span className="text-slate-600">{member.email}</span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={remove.isPending}
                    aria-label={`${copy.remove} ${member.email}`}
                    onClick={() => remove.mutate(member.id)}
                  >
                    {copy.remove}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold text-slate-900">{copy.pending}</h3>
            {team.data.invitations.length === 0 ? <p className="mt-1 text-slate-600">{copy.none}</p> : null}
            <ul className="mt-2 grid gap-2">
              {team.data.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words">
                    <span className="text-slate-900">{invitation.email}</span>{" "}
                    <span className="text-slate-600">{copy.expires(dateOf(invitation.expiresAt))}</span>
                  </span>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={revoke.isPending}
                    aria-label={`${copy.revoke} ${invitation.email}`}
                    onClick={() => revoke.mutate(invitation.id)}
                  >
                    {copy.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </SectionCard>
  );
}
