import type { ReactNode } from "react";
import { authCopy } from "#content/auth.ts";
import { Logo } from "#web/components/layout/logo.tsx";

/**
 * Account entry screens (web/site/layouts/account-page.astro): the form on the left, a calm brand
 * panel on wide screens. `picture` is drawn there once the page runs, only where it fits
 * (web/site/islands/brand-picture.tsx).
 */
export function AccountLayout({ children, picture }: { children: ReactNode; picture?: ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <main id="main" className="flex flex-col px-6 py-8 sm:px-10">
        <Logo />
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-12">{children}</div>
      </main>
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-brand-gradient lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col lg:gap-10 lg:p-14"
      >
        <div className="absolute -top-24 -right-24 size-[28rem] bg-radial-[closest-side] from-white/10 from-30% to-transparent" />
        <div className="flex min-h-0 flex-1 items-center justify-center">{picture}</div>
        <blockquote className="relative max-w-md text-white">
          <p className="text-xl leading-snug font-medium xl:text-2xl">{`“${authCopy.brandPanel.quote}”`}</p>
          <footer className="mt-6 text-sm text-white/80">{authCopy.brandPanel.cite}</footer>
        </blockquote>
      </aside>
    </div>
  );
}
