import { lazy, Suspense } from "react";
import { authCopy } from "#content/auth.ts";
import { paths } from "#contracts/paths.ts";
import { MailedLinkPage } from "#web/features/auth/mailed-link-page.tsx";
import { Island } from "./island.tsx";

// Shown only once the link's token is read: its call and the contracts it parses with (the schema
// library) load then, not with the page.
const VerifyEmailStatus = lazy(() =>
  import("#web/features/auth/verify-email-status.tsx").then((module) => ({
    default: module.VerifyEmailStatus,
  })),
);

/** /verify_email?token=… (decision 0007): confirms the mailed address as soon as it runs. */
export function VerifyEmailIsland() {
  const copy = authCopy.verifyEmail;
  return (
    <Island>
      <MailedLinkPage
        title={copy.title}
        lead={copy.lead}
        room="status"
        missing={{ message: copy.missingToken, to: paths.dashboard, linkLabel: copy.toDashboard }}
      >
        {(token) => (
          <Suspense fallback={null}>
            <VerifyEmailStatus token={token} />
          </Suspense>
        )}
      </MailedLinkPage>
    </Island>
  );
}
