import { pages } from "#content/pages.ts";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.recovery, noindex: true });

export default function RecoveryEmailPage() {
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Forgot your password?</h1>
      <p className="mt-3 text-slate-600">
        Enter the email address of your account and we will send you a link to reset your password.
      </p>
    </>
  );
}
