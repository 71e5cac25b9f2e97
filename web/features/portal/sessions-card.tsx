import { portalCopy } from "#content/portal.ts";
import { messages } from "#contracts/messages.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { useLogoutEverywhere } from "./account-api.ts";
import { OneButtonForm } from "./one-button-form.tsx";
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
      <OneButtonForm
        onSubmit={() => logoutEverywhere.mutate()}
        pending={logoutEverywhere.isPending}
        pendingLabel={portalCopy.sessions.signingOut}
      >
        {portalCopy.sessions.everywhere}
      </OneButtonForm>
    </SectionCard>
  );
}
