import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DocumentPath, useNavigation } from "./navigation.tsx";

function Menu() {
  const { Link, MenuLink } = useNavigation();
  const className = ({ isActive }: { isActive: boolean }) => (isActive ? "active" : "idle");
  return (
    <nav>
      <Link href="/features">Features page</Link>
      <MenuLink href="/" className={className}>
        Home
      </MenuLink>
      <MenuLink href="/blog" className={className}>
        Blog
      </MenuLink>
      <MenuLink href="/pricing" className={className}>
        Pricing
      </MenuLink>
    </nav>
  );
}

describe("document navigation (the static pages')", () => {
  it("links with plain anchors, which the browser follows", () => {
    render(<Menu />);
    expect(screen.getByRole("link", { name: "Features page" })).toHaveAttribute("href", "/features");
  });

  it("marks the menu's link to the page on screen, or to the page above it, as current", () => {
    render(
      <DocumentPath path="/blog/a-post">
        <Menu />
      </DocumentPath>,
    );
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Blog" })).toHaveClass("active");
    expect(screen.getByRole("link", { name: "Pricing" })).not.toHaveAttribute("aria-current");
    // The home page is above every page, but only its own link leads to it.
    expect(screen.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });
});
