import { Outlet } from "react-router";
import { site } from "#content/site.ts";
import { Logo, LogoMark } from "#web/components/layout/logo.tsx";
import { ScrollOnNavigate } from "#web/components/layout/scroll-on-navigate.tsx";

/** Account entry screens: the form on the left, a calm brand panel on wide screens. */
export default function AuthLayout() {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <ScrollOnNavigate />
      <main id="main" className="flex flex-col px-6 py-8 sm:px-10">
        <Logo />
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-12">
          <Outlet />
        </div>
      </main>
      <aside
        aria-hidden="true"
        className="relative hidden overflow-hidden bg-brand-gradient lg:flex lg:flex-col lg:justify-end lg:p-14"
      >
        <div className="absolute -top-24 -right-24 size-[28rem] bg-radial-[closest-side] from-white/10 from-30% to-transparent" />
        <LogoMark className="absolute top-14 right-14 size-14 opacity-90" />
        <blockquote className="relative max-w-md text-white">
          <p className="text-2xl leading-snug font-medium">
            “Our visitors finally get a face-to-face answer at 2 a.m. Support tickets dropped by two thirds.”
          </p>
          <footer className="mt-6 text-sm text-white/80">
            Head of Customer Experience, {site.name} customer
          </footer>
        </blockquote>
      </aside>
    </div>
  );
}
