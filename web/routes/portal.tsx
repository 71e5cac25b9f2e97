import { Link } from "react-router";
import { appLinks } from "#content/hosts.ts";
import { pages } from "#content/pages.ts";
import { Logo } from "#web/components/layout/logo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.portal, noindex: true });

/** The customer portal (client-rendered, behind login); its screens arrive with the auth issue. */
export default function PortalPage() {
  return (
    <div className="flex min-h-dvh flex-col px-6 py-8">
      <Logo />
      <main id="main" className="mx-auto flex max-w-md flex-1 flex-col justify-center text-center">
        <h1 className="text-3xl font-semibold tracking-tight">{pages.portal.headline}</h1>
        <p className="mt-3 text-slate-600">
          Sign in to see your video assistant, your widget key and your trial.
        </p>
        <Button asChild className="mt-8 self-center">
          <Link to={appLinks.signIn}>Sign In</Link>
        </Button>
      </main>
    </div>
  );
}
