import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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
  it("links the logo home and every section of spec §2, with Partners leading to /partner-program", () => {
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

  it("opens the mobile menu with the toggle and closes it when a link is chosen", async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    await user.click(within(mobile).getByRole("link", { name: "Pricing" }));

    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("closes the mobile menu on Escape and gives focus back to the toggle", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
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
