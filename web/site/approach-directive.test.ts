// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import onApproach from "./approach-directive.ts";

/**
 * `client:approach` in a DOM: an island that hydrates as it comes near, and gets a click that came
 * before it had hydrated. jsdom has no layout, so the test says when the island comes into view.
 * The browser end of it is e2e/how-it-works.spec.ts and e2e/intent-hydration.spec.ts (a tab chosen
 * before the page has hydrated).
 */

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** An island holding a button; `approach()` brings it into view; its hydration records trusted-ness of clicks. */
function island() {
  let intersect!: (isIntersecting: boolean) => void;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersect = (isIntersecting) => callback([{ isIntersecting }]);
      }
      observe() {}
      disconnect() {}
    },
  );
  const element = document.createElement("astro-island");
  const button = document.createElement("button");
  element.append(button);
  document.body.append(element);
  const handled: boolean[] = [];
  let loads = 0;
  let hydrated!: () => void;
  const done = new Promise<void>((resolve) => {
    hydrated = resolve;
  });
  onApproach(
    async () => {
      loads++;
      return async () => {
        button.addEventListener("click", (event) => handled.push(event.isTrusted));
        hydrated();
      };
    },
    { name: "Island", value: "" },
    element,
  );
  return { button, handled, done, loads: () => loads, approach: intersect };
}

describe("client:approach", () => {
  it("loads nothing until the island comes near, then hydrates it", async () => {
    const { loads, approach, done } = island();
    approach(false);
    expect(loads()).toBe(0);
    approach(true);
    await done;
    expect(loads()).toBe(1);
  });

  it("clicks again, once, a click that came before the hydration", async () => {
    const { button, handled, approach, done } = island();
    approach(true);
    button.click();
    expect(handled).toEqual([]);
    await done;
    await vi.waitFor(() => expect(handled).toHaveLength(1));
  });

  it("leaves a click after the hydration to the island alone", async () => {
    const { button, handled, approach, done } = island();
    approach(true);
    await done;
    await new Promise((resolve) => setTimeout(resolve));
    button.click();
    expect(handled).toHaveLength(1);
  });
});
