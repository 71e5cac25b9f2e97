import { pages } from "#content/pages.ts";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.resetPassword, noindex: true });

export default function ResetPasswordPage() {
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Choose a new password</h1>
      <p className="mt-3 text-slate-600">Pick a strong password you have not used before.</p>
    </>
  );
}
