import { Outlet } from "react-router";
import { ScrollOnNavigate } from "#web/components/layout/scroll-on-navigate.tsx";
import { SiteFooter } from "#web/components/layout/site-footer.tsx";
import { SiteHeader } from "#web/components/layout/site-header.tsx";

/** Header, page and footer for every marketing page. */
export default function SiteLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <ScrollOnNavigate />
      <SiteHeader />
      {/* Focusable by script only: the skip link moves focus here, not just the next Tab's start. */}
      <main id="main" tabIndex={-1} data-lazy-sections="" className="relative isolate pt-16 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
