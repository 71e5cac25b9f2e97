import { pages } from "#content/pages.ts";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.signUp, noindex: true });

export default function SignUpPage() {
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Sign Up</h1>
      <p className="mt-3 text-slate-600">
        Create your account and start your 14-day free trial. No credit card required.
      </p>
    </>
  );
}
