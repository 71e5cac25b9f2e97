import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { headerLinks } from "#content/navigation.ts";
import { timings } from "#contracts/constants.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { cn } from "#web/lib/cn.ts";
import { appLinks } from "#web/lib/hosts.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { Logo } from "./logo.tsx";
import { useScrolled } from "./use-scrolled.ts";

const navLinkState = ({ isActive }: { isActive: boolean }) =>
  isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-950";
const navLinkClass = (state: { isActive: boolean }) =>
  cn("rounded-full px-3.5 py-2 text-sm font-medium transition-colors", navLinkState(state));
const menuLinkClass = (state: { isActive: boolean }) =>
  cn("block rounded-xl px-4 py-3 text-base font-medium transition-colors", navLinkState(state));

/**
 * Fixed header (docs/product.md §Routes). Below md the links collapse into a menu, a native popover that the toggle
 * opens with `popovertarget`: the browser opens it on the first tap, before the page has hydrated,
 * and closes it on Escape and on a tap outside it (decision 0027). Once React runs it also closes
 * when focus leaves it and on navigation, and the toggle's name and `aria-expanded` follow it
 * (before that the browser exposes the toggle's state itself). The scrolled state is exposed as
 * data-scrolled; per spec its styling stays the same as at the top.
 */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const scrolled = useScrolled(timings.headerScrolledAfterPx);
  const menuRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const { MenuLink, useLocationKey } = useNavigation();
  const locationKey = useLocationKey();

  const closeMenu = useCallback(() => {
    if (menuRef.current?.matches(":popover-open")) menuRef.current.hidePopover();
  }, []);

  // A menu the browser opened before React ran: its state is the toggle's from the start.
  useEffect(() => {
    if (typeof HTMLElement.prototype.showPopover === "function") {
      setMenuOpen(menuRef.current?.matches(":popover-open") ?? false);
    }
  }, []);

  // Navigating closes it; not the page's first render, which is no navigation.
  const shownPath = useRef(locationKey);
  useEffect(() => {
    if (locationKey === shownPath.current) return;
    shownPath.current = locationKey;
    closeMenu();
  }, [locationKey, closeMenu]);

  useEffect(() => {
    if (!menuOpen) return;
    // Tab past the menu's last link closes it: the page's next link would be focused behind it.
    const onFocusIn = (event: FocusEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenu();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [menuOpen, closeMenu]);

  return (
    <>
      {menuOpen ? (
        // The page behind the open menu steps back, and a tap on it closes the menu (Escape does too).
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-slate-950/30 md:hidden"
          onClick={closeMenu}
        />
      ) : null}
      <header
        ref={headerRef}
        data-scrolled={scrolled}
        className="fixed inset-x-0 top-0 z-50 border-b border-slate-200/70 bg-white/80 backdrop-blur-xl supports-[backdrop-filter]:bg-white/70"
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {headerLinks.map((link) => (
                <li key={link.href}>
                  <MenuLink href={link.href} className={navLinkClass}>
                    {link.label}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="ghost" size="sm">
              <SmartLink href={appLinks.signIn}>Sign In</SmartLink>
            </Button>
            <Button asChild size="sm">
              <SmartLink href={appLinks.signUp}>Sign Up</SmartLink>
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            popoverTarget="mobile-menu"
            aria-expanded={hydrated ? menuOpen : undefined}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
          >
            {menuOpen ? <X className="size-5!" /> : <Menu className="size-5!" />}
          </Button>
        </div>
        <div
          ref={menuRef}
          id="mobile-menu"
          popover="auto"
          onToggle={(event) => setMenuOpen(event.newState === "open")}
          className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-t border-slate-200/70 bg-white p-0 text-slate-950 shadow-lg md:hidden"
        >
          <nav aria-label="Mobile" className="px-4 py-4">
            <ul className="flex flex-col gap-1">
              {headerLinks.map((link) => (
                <li key={link.href}>
                  <MenuLink href={link.href} onClick={closeMenu} className={menuLinkClass}>
                    {link.label}
                  </MenuLink>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid grid-cols-2 gap-3 border-t border-slate-100 pt-4">
              <Button asChild variant="secondary">
                <SmartLink href={appLinks.signIn} onClick={closeMenu}>
                  Sign In
                </SmartLink>
              </Button>
              <Button asChild>
                <SmartLink href={appLinks.signUp} onClick={closeMenu}>
                  Sign Up
                </SmartLink>
              </Button>
            </div>
          </nav>
        </div>
      </header>
    </>
  );
}
