import { portalCopy } from "#content/portal.ts";
import { messages } from "#contracts/messages.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { useLogoutEverywhere } from "./account-api.ts";
import { SectionCard } from "./section-card.tsx";

/** "Sign out of all devices": every session of the account ends, this one included. */
export function SessionsCard() {
  const logoutEverywhere = useLogoutEverywhere();
  return (
    <SectionCard title={portalCopy.sessions.title} lead={portalCopy.sessions.lead}>
      {logoutEverywhere.isError ? (
        <ErrorAlert className="mb-4">
          {failureMessage(logoutEverywhere.error, messages.account.signOutFailed)}
        </ErrorAlert>
      ) : null}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          logoutEverywhere.mutate();
        }}
      >
        <SubmitButton
          variant="secondary"
          size="md"
          pending={logoutEverywhere.isPending}
          pendingLabel={portalCopy.sessions.signingOut}
        >
          {portalCopy.sessions.everywhere}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
