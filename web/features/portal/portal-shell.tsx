import { Loader2, LogOut } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { authCopy } from "#content/auth.ts";
import { portalCopy, portalNavigation } from "#content/portal.ts";
import type { Profile } from "#contracts/auth.ts";
import { paths } from "#contracts/paths.ts";
import { Logo } from "#web/components/layout/logo.tsx";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useLogout } from "#web/features/auth/use-logout.ts";
import { cn } from "#web/lib/cn.ts";

/** The portal's frame: the logo, the sections the account may open, who is signed in, Log out. */
export function PortalShell({ profile, children }: { profile: Profile; children: ReactNode }) {
  const logout = useLogout();
  const items = portalNavigation.filter((item) => {
    // A teammate sees the screens of the owner's chats only; a removed one the dashboard alone.
    if (profile.teamRole === "agent") return item.agents === true;
    if (profile.teamRole === "removed") return item.path === paths.dashboard;
    return !item.adminOnly || profile.role === "admin";
  });
  const tabsRef = useActiveTabInView();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200/80 bg-white/90 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Logo />
          <div className="flex items-center gap-3">
            <div className="hidden text-right text-sm leading-tight sm:block">
              <p className="font-semibold text-slate-900">{profile.fullName}</p>
              <p className="text-slate-500">{profile.email}</p>
            </div>
            <Button variant="secondary" size="sm" disabled={logout.isPending} onClick={() => logout.mutate()}>
              {logout.isPending ? (
                <Loader2 aria-hidden="true" className="animate-spin" />
              ) : (
                <LogOut aria-hidden="true" />
              )}
              {logout.isPending ? authCopy.portal.loggingOut : authCopy.portal.logOut}
            </Button>
          </div>
        </div>
        <nav
          ref={tabsRef}
          aria-label={portalCopy.navLabel}
          className="relative mx-auto max-w-6xl overflow-x-auto px-4 sm:px-6"
        >
          <ul className="flex gap-1">
            {items.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  className={({ isActive }) =>
                    cn(
                      "inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition-colors",
                      isActive
                        ? "border-brand-600 text-brand-700"
                        : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-950",
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        {logout.isError ? <ErrorAlert className="mb-6">{logout.error.message}</ErrorAlert> : null}
        {children}
      </main>
    </div>
  );
}

/**
 * On a phone the tabs are wider than the screen and scroll sideways: the current page's tab is
 * scrolled into sight (Conversations was cut to "Con…" on its own page). Only the tab row scrolls,
 * never the page, which the route change scrolls to its top.
 */
function useActiveTabInView() {
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current tab changes with the path
  useEffect(() => {
    const row = ref.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab) return;
    const padding = 16;
    if (tab.offsetLeft + tab.offsetWidth + padding > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tab.offsetLeft + tab.offsetWidth + padding - row.clientWidth;
    } else if (tab.offsetLeft - padding < row.scrollLeft) {
      row.scrollLeft = tab.offsetLeft - padding;
    }
  }, [pathname]);
  return ref;
}

/** While the account loads: the frame's shape, nothing of the portal and nothing signed-out. */
export function PortalLoading() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200/80 bg-white">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6">
          <Logo />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4">
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {portalCopy.loading}
        </p>
      </main>
    </div>
  );
}

/** The account could not be read for another reason than being signed out (network, server). */
export function PortalLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-4 text-center">
      <Logo />
      <h1 className="text-2xl font-semibold tracking-tight text-slate-950">{portalCopy.loadFailedTitle}</h1>
      <ErrorAlert className="max-w-md text-left">{message}</ErrorAlert>
      <Button onClick={onRetry}>{portalCopy.retry}</Button>
    </div>
  );
}
