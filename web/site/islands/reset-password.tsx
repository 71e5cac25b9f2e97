import { authCopy } from "#content/auth.ts";
import { paths } from "#contracts/paths.ts";
import { MailedLinkPage } from "#web/features/auth/mailed-link-page.tsx";
import { ResetPasswordForm } from "#web/features/auth/reset-password-form.tsx";
import { Island } from "./island.tsx";

/** /reset_password: the form for the mailed link's token, read from the address once it runs. */
export function ResetPasswordIsland() {
  const copy = authCopy.resetPassword;
  return (
    <Island>
      <MailedLinkPage
        title={copy.title}
        lead={copy.lead}
        room="form"
        missing={{ message: copy.missingToken, to: paths.recoveryEmail, linkLabel: copy.requestNew }}
      >
        {(token) => <ResetPasswordForm token={token} />}
      </MailedLinkPage>
    </Island>
  );
}
