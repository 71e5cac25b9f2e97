import { useEffect, useState } from "react";
import { Link } from "react-router";
import { authCopy } from "#content/auth.ts";
import { pages } from "#content/pages.ts";
import { AuthHeading } from "#web/features/auth/auth-heading.tsx";
import { ResetPasswordForm } from "#web/features/auth/lazy-forms.tsx";
import { LazyPart } from "#web/lib/hydration.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.resetPassword, noindex: true });

/** The token from the mailed link, read after hydration (the prerendered page has no query string). */
function useResetToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const { search, pathname } = window.location;
    setToken(new URLSearchParams(search).get("token"));
    // The token stays in memory only: out of the address bar, the history and any shared screenshot.
    // Without a query there is nothing to take out, and a history write is a round trip to the
    // browser process while the page still loads (decision 0020).
    if (search) window.history.replaceState(window.history.state, "", pathname);
  }, []);
  return token;
}

export default function ResetPasswordPage() {
  const token = useResetToken();
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
