import { pages } from "#content/pages.ts";
import { Logo } from "#web/components/layout/logo.tsx";
import { Dashboard } from "#web/features/auth/dashboard.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo({ ...pages.portal, noindex: true });

/** The customer portal (client-rendered, behind login). */
export default function PortalPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50/60 px-6 py-8">
      <Logo />
      <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center py-12">
        <Dashboard />
      </main>
    </div>
  );
}
