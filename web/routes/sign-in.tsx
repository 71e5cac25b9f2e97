import { pages } from "#content/pages.ts";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.signIn, noindex: true });

export default function SignInPage() {
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">Login</h1>
      <p className="mt-3 text-slate-600">Welcome back. Sign in to manage your video assistant.</p>
    </>
  );
}
