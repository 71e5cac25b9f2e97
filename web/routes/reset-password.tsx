import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { paths } from "#contracts/paths.ts";
import { ResetPasswordForm } from "#web/features/auth/lazy-forms.tsx";
import { MailedLinkPage } from "#web/features/auth/mailed-link-page.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.resetPassword, noindex: true });

export default function ResetPasswordPage() {
  const copy = authCopy.resetPassword;
  return (
    <MailedLinkPage
      title={copy.title}
      lead={copy.lead}
      room="form"
      missing={{ message: copy.missingToken, to: paths.recoveryEmail, linkLabel: copy.requestNew }}
    >
      {(token) => <ResetPasswordForm token={token} />}
    </MailedLinkPage>
  );
}
