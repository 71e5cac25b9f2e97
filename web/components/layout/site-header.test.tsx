import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { headerLinks } from "#content/navigation.ts";
import { timings } from "#contracts/constants.ts";
import { appLinks } from "#web/lib/hosts.ts";
import { SiteHeader } from "./site-header.tsx";

function renderHeader() {
  const Stub = createRoutesStub([
    { path: "/", Component: SiteHeader },
    { path: "/:page", Component: SiteHeader },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("SiteHeader", () => {
  it("links the logo home and every section of docs/product.md §Routes, with Partners leading to /partner-program", () => {
    renderHeader();
    const main = screen.getByRole("navigation", { name: "Main" });
    for (const link of headerLinks) {
      expect(within(main).getByRole("link", { name: link.label })).toHaveAttribute("href", link.href);
    }
    expect(within(main).getByRole("link", { name: "Partners" })).toHaveAttribute("href", "/partner-program");
    expect(screen.getByRole("link", { name: /home$/ })).toHaveAttribute("href", "/");
  });

  it("sends Sign In and Sign Up to the application's pages", () => {
    renderHeader();
    expect(screen.getAllByRole("link", { name: "Sign In" })[0]).toHaveAttribute("href", appLinks.signIn);
    expect(screen.getAllByRole("link", { name: "Sign Up" })[0]).toHaveAttribute("href", appLinks.signUp);
  });

  // Opening and closing are the browser's (a popover: decision 0027), checked in e2e/foundation.spec.ts.
  it("makes the toggle open the mobile menu as a popover, and follows the menu's state once it runs", () => {
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const menu = document.getElementById("mobile-menu");
    expect(menu).toHaveAttribute("popover", "auto");
    expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    act(() => {
      menu?.dispatchEvent(Object.assign(new Event("toggle"), { newState: "open", oldState: "closed" }));
    });
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });

  it("enters its scrolled state only past 10 px", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    const scrollTo = (y: number) =>
      act(() => {
        window.scrollY = y;
        window.dispatchEvent(new Event("scroll"));
      });
    scrollTo(timings.headerScrolledAfterPx);
    expect(header).toHaveAttribute("data-scrolled", "false");
    scrollTo(timings.headerScrolledAfterPx + 1);
    expect(header).toHaveAttribute("data-scrolled", "true");
  });
});
