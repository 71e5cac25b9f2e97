import { render, screen } from "@testing-library/react";
import { createRoutesStub, data, useRouteError } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouterErrorScreen } from "./router-error-screen.tsx";

function RouteError() {
  return <RouterErrorScreen error={useRouteError()} />;
}
const Nothing = () => null;

/** A route that fails while loading, under the error screen, as the root layout renders it. */
function renderFailingRoute(failure: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/",
      HydrateFallback: Nothing,
      loader: failure,
      Component: Nothing,
      ErrorBoundary: RouteError,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("Router error screen", () => {
  it("is titled 'Unexpected Application Error' and shows the error's status", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 503, statusText: "Service Unavailable" });
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error" })).toBeInTheDocument();
    expect(screen.getByText("503 Service Unavailable")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go back home" })).toHaveAttribute("href", "/");
  });

  it("shows a thrown error's message", async () => {
    // React Router reports the error a loader throws on the console; the screen is what we check.
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailingRoute(() => {
      throw new Error("The pricing module failed to load");
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error" })).toBeInTheDocument();
    expect(screen.getByText("The pricing module failed to load")).toBeInTheDocument();
  });
});
