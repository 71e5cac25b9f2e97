import { type FormEvent, useState } from "react";
import { authCopy } from "#content/auth.ts";
import { teamCopy } from "#content/team.ts";
import { messages } from "#contracts/messages.ts";
import { paths } from "#contracts/paths.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { AuthHeading } from "#web/features/auth/auth-heading.tsx";
import { ApiRequestError } from "#web/lib/api-request-error.ts";
import { joinTeam } from "./team-api.ts";

/**
 * An invited teammate's sign-up (decision 0053): the address is the invitation's, so only a name
 * and a password; the server applies the sign-up rules and answers with the session.
 */
export function JoinTeamForm({ token }: { token: string }) {
  const [fullName, setFullName] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [mismatch, setMismatch] = useState(false);
  // Plain state, not a query mutation: the auth pages have no query client (they load before any).
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const fieldErrors = error instanceof ApiRequestError ? error.fieldErrors : {};
  const copy = teamCopy.join;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMismatch(password !== confirm);
    if (password !== confirm) return;
    setPending(true);
    setError(null);
    joinTeam({ token, fullName, password }).then(
      () => window.location.assign(paths.conversations),
      (failure: Error) => {
        setError(failure);
        setPending(false);
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {error ? <ErrorAlert>{error.message}</ErrorAlert> : null}
      <FormField label={copy.nameLabel} required error={fieldErrors.fullName?.[0]}>
        <Input autoComplete="name" value={fullName} onChange={(event) => setFullName(event.target.value)} />
      </FormField>
      <FormField label={copy.passwordLabel} required error={fieldErrors.password?.[0]}>
        <PasswordInput
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          showLabel={authCopy.password.show}
          hideLabel={authCopy.password.hide}
        />
      </FormField>
      <FormField
        label={copy.confirmLabel}
        required
        error={mismatch ? messages.auth.passwordsMismatch : undefined}
      >
        <PasswordInput
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          showLabel={authCopy.password.showConfirmation}
          hideLabel={authCopy.password.hideConfirmation}
        />
      </FormField>
      <SubmitButton pending={pending} pendingLabel={copy.joining}>
        {copy.submit}
      </SubmitButton>
    </form>
  );
}

/**
 * What the sign-up page shows for a teammate's invitation link: its heading and the join form, one
 * lazy chunk, so that the team's copy and rules stay off the sign-up page's own bundle.
 */
export function JoinTeamPage({ token }: { token: string }) {
  return (
    <>
      <AuthHeading title={teamCopy.join.title} lead={teamCopy.join.lead} />
      <JoinTeamForm token={token} />
    </>
  );
}
