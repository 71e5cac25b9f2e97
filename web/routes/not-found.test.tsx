import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import NotFound from "./not-found.tsx";

describe("Not-found page", () => {
  it("says the page was not found, links home and logs the missing path", () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const Stub = createRoutesStub([{ path: "*", Component: NotFound }]);
    render(<Stub initialEntries={["/no/such/page"]} />);

    expect(screen.getByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Return to Home/ })).toHaveAttribute("href", "/");
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), "/no/such/page");
  });
});
