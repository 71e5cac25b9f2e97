import { Link } from "react-router";
import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { AuthHeading } from "#web/features/auth/auth-heading.tsx";
import { ResetPasswordForm } from "#web/features/auth/lazy-forms.tsx";
import { useLinkToken } from "#web/features/auth/use-link-token.ts";
import { LazyPart } from "#web/lib/hydration.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.resetPassword, noindex: true });

export default function ResetPasswordPage() {
  const token = useLinkToken();
  return (
    <>
      <AuthHeading title={authCopy.resetPassword.title} lead={authCopy.resetPassword.lead} />
      {/* The form's height, kept from the first paint: the page is centred, so whatever the token
          brings after hydration would otherwise move the heading (a layout shift). */}
      <div className="min-h-64">
        {token === undefined ? null : token ? (
          <LazyPart minHeight="16rem">
            <ResetPasswordForm token={token} />
          </LazyPart>
        ) : (
          <div
            role="alert"
            className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {authCopy.resetPassword.missingToken}{" "}
            <Link to="/recovery_email" className="font-semibold underline underline-offset-4">
              {authCopy.resetPassword.requestNew}
            </Link>
          </div>
        )}
      </div>
    </>
  );
}
