import { Outlet } from "react-router";
import { ScrollOnNavigate } from "#web/components/layout/scroll-on-navigate.tsx";
import { SiteFooter } from "#web/components/layout/site-footer.tsx";
import { SiteHeader } from "#web/components/layout/site-header.tsx";

/** Header, page and footer for every marketing page. */
export default function SiteLayout() {
  return (
    <>
      {/* Above the window until focused: `not-sr-only` would also take its padding away. */}
      <a
        href="#main"
        className="fixed top-3 left-3 z-[60] -translate-y-[200%] rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow-lift transition-transform focus:translate-y-0 motion-reduce:transition-none"
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
