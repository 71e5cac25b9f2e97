import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NavigationContext, useNavigation } from "./navigation.tsx";
import { routerNavigation } from "./router-navigation.tsx";

function Links() {
  const { Link } = useNavigation();
  return (
    <nav>
      <Link href="/portal/plan">Plan</Link>
      <Link href="/pricing">Pricing</Link>
    </nav>
  );
}

function renderInPortal() {
  const screenAt = (name: string) => () => (
    <NavigationContext value={routerNavigation}>
      <h1>{name}</h1>
      <Links />
    </NavigationContext>
  );
  const router = createMemoryRouter(
    [
      { path: "/portal/dashboard", Component: screenAt("Dashboard") },
      { path: "/portal/plan", Component: screenAt("Plan") },
    ],
    { initialEntries: ["/portal/dashboard"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("the portal's navigation (React Router's)", () => {
  it("moves between the portal's screens without loading a document", async () => {
    const router = renderInPortal();
    await userEvent.click(screen.getByRole("link", { name: "Plan" }));
    expect(router.state.location.pathname).toBe("/portal/plan");
    expect(screen.getByRole("heading", { name: "Plan" })).toBeInTheDocument();
  });

  it("leaves a static page to the browser: a plain anchor, which the router does not handle", async () => {
    const router = renderInPortal();
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link).toHaveAttribute("href", "/pricing");
    // Seen after React's handlers: React Router's Link would have taken the click from the browser.
    let takenByRouter: boolean | undefined;
    document.addEventListener(
      "click",
      (event) => {
        takenByRouter = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(link);
    expect(takenByRouter).toBe(false);
    expect(router.state.location.pathname).toBe("/portal/dashboard");
  });
});
