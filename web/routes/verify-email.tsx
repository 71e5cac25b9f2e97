import { lazy } from "react";
import { Link } from "react-router";
import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { paths } from "#contracts/paths.ts";
import { AuthHeading } from "#web/features/auth/auth-heading.tsx";
import { useLinkToken } from "#web/features/auth/use-link-token.ts";
import { LazyPart } from "#web/lib/hydration.tsx";
import { seo } from "#web/lib/seo.ts";

const VerifyEmailStatus = lazy(() =>
  import("#web/features/auth/verify-email-status.tsx").then((module) => ({
    default: module.VerifyEmailStatus,
  })),
);

export const meta = () => seo({ ...pages.verifyEmail, noindex: true });

/** /verify_email?token=… (decision 0007): the page the verification mail links to. */
export default function VerifyEmailPage() {
  const token = useLinkToken();
  return (
    <>
      <AuthHeading title={authCopy.verifyEmail.title} lead={authCopy.verifyEmail.lead} />
      {/* Room for the answer from the first paint, so nothing below the heading moves. */}
      <div className="min-h-32">
        {token === undefined ? null : token ? (
          <LazyPart minHeight="8rem">
            <VerifyEmailStatus token={token} />
          </LazyPart>
        ) : (
          <div
            role="alert"
            className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {authCopy.verifyEmail.missingToken}{" "}
            <Link to={paths.dashboard} className="font-semibold underline underline-offset-4">
              {authCopy.verifyEmail.toDashboard}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
