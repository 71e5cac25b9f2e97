import { lazy } from "react";
import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { paths } from "#contracts/paths.ts";
import { MailedLinkPage } from "#web/features/auth/mailed-link-page.tsx";
import { seo } from "#web/lib/seo.ts";

const VerifyEmailStatus = lazy(() =>
  import("#web/features/auth/verify-email-status.tsx").then((module) => ({
    default: module.VerifyEmailStatus,
  })),
);

export const meta = () => seo({ ...pages.verifyEmail, noindex: true });

/** /verify_email?token=… (decision 0007): the page the verification mail links to. */
export default function VerifyEmailPage() {
  const copy = authCopy.verifyEmail;
  return (
    <MailedLinkPage
      title={copy.title}
      lead={copy.lead}
      room="status"
      missing={{ message: copy.missingToken, to: paths.dashboard, linkLabel: copy.toDashboard }}
    >
      {(token) => <VerifyEmailStatus token={token} />}
    </MailedLinkPage>
  );
}
