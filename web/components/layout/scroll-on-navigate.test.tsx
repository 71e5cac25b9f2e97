import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { timings } from "#contracts/constants.ts";
import { ScrollOnNavigate } from "./scroll-on-navigate.tsx";

function Page() {
  return (
    <>
      <ScrollOnNavigate />
      <section id="contact">Contact</section>
    </>
  );
}

let scrollTo: ReturnType<typeof vi.fn>;
let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.useFakeTimers();
  scrollTo = vi.fn();
  scrollIntoView = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView as unknown as typeof Element.prototype.scrollIntoView;
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute("data-hydrated");
});

describe("ScrollOnNavigate", () => {
  it("scrolls smoothly to the top on a route change", async () => {
    const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    scrollTo.mockClear();
    await act(() => router.navigate("/pricing"));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("leaves the document where the browser placed it on its first render", () => {
    const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls to the top when a client-side navigation mounts it in a running page", () => {
    document.documentElement.setAttribute("data-hydrated", "");
    const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: ["/sign_in"] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });

  it("scrolls to the element a hash names after 0.5 s, not before", async () => {
    const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate("/#contact"));
    act(() => vi.advanceTimersByTime(timings.hashScrollDelayMs - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("jumps without animation when the visitor prefers reduced motion", async () => {
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: ["/"] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate("/features"));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: "auto" });
  });
});
