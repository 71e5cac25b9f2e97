import type { ReactNode } from "react";
import { footerGroups, socialLinks } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { onAppHost } from "#web/lib/hosts.ts";
import { useAfterFirstRender } from "#web/lib/use-hydrated.ts";
import { Logo } from "./logo.tsx";

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

/**
 * The copyright line with the current year (docs/product.md §Routes). The prerendered page carries the year it was
 * built in; once the page runs, the visitor's clock decides. Hydration keeps the server's text as it
 * is (React does not patch text it was told to ignore), so the paragraph is rendered anew under
 * another key after hydration, as a transition, rather than only with a new year.
 */
export function Copyright() {
  const running = useAfterFirstRender();
  return (
    <p key={running ? "running" : "prerendered"} suppressHydrationWarning>
      © {new Date().getFullYear()} {site.name}. All rights reserved.
    </p>
  );
}

/**
 * Shared footer (docs/product.md §Routes): product and company links, the year's copyright, LinkedIn.
 * A static page (web/site/) gives the copyright as an island, the one part of the footer that runs.
 */
export function SiteFooter({ copyright = <Copyright /> }: { copyright?: ReactNode }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50/60">
      <nav
        aria-label="Footer"
        className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8"
      >
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-6 text-slate-600">{site.description}</p>
        </div>
        {footerGroups.map((group) => (
          <div key={group.title}>
            <h2 className="text-sm font-semibold text-slate-950">{group.title}</h2>
            <ul className="mt-4 space-y-3">
              {group.links.map((link) => (
                <li key={link.label}>
                  <SmartLink
                    href={link.onAppHost ? onAppHost(link.href) : link.href}
                    newTab={link.newTab}
                    className="text-sm text-slate-600 transition-colors hover:text-brand-700"
                  >
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6 lg:px-8">
          {copyright}
          <ul className="flex items-center gap-4">
            {socialLinks.map((link) => (
              <li key={link.label}>
                <SmartLink
                  href={link.href}
                  newTab={link.newTab}
                  aria-label={link.label}
                  className="inline-flex rounded-md p-1 text-slate-500 transition-colors hover:text-brand-700"
                >
                  <LinkedInIcon />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
