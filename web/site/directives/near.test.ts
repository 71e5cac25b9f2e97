// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import onNear from "./near.ts";
import { islandUnder } from "./test-island.ts";

/**
 * `client:near` in a DOM: an island that hydrates as it comes near the viewport and gets a click
 * that came before it had. jsdom has no layout, so the browser's IntersectionObserver is stood in
 * for by one the test tells when an element comes near; the browser end is e2e/try-it-live.spec.ts.
 */

type Observed = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
};
let observers: Observed[] = [];

beforeEach(() => {
  observers = [];
  globalThis.IntersectionObserver = class {
    readonly observed: Observed;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.observed = { callback, options, targets: [] };
      observers.push(this.observed);
    }
    observe(target: Element) {
      this.observed.targets.push(target);
    }
    disconnect() {
      this.observed.targets = [];
    }
  } as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  document.body.replaceChildren();
});

/** Tells every observer of `target` whether it is within the observer's margin of the viewport. */
function comeNear(target: Element, isIntersecting = true) {
  for (const observed of observers.filter((o) => o.targets.includes(target))) {
    observed.callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

function island(value: unknown = true) {
  return islandUnder(onNear, value);
}

describe("client:near", () => {
  it("loads nothing until the island comes near, then hydrates it once", async () => {
    const { button, hydration, loads } = island();
    comeNear(button, false);
    await new Promise((resolve) => setTimeout(resolve));
    expect(loads()).toBe(0);
    comeNear(button);
    comeNear(button);
    await hydration();
    expect(loads()).toBe(1);
  });

  it("watches a screen ahead unless told how far", () => {
    island();
    island({ rootMargin: "50% 0px" });
    expect(observers.map((observed) => observed.options?.rootMargin)).toEqual(["100% 0px", "50% 0px"]);
  });

  it("clicks again, once hydrated, what was clicked before, and only once", async () => {
    const { button, handled, hydration } = island();
    comeNear(button);
    button.click();
    button.click();
    await hydration();
    button.click();
    expect(handled).toEqual([false, false]);
  });

  it("does not replay a click that something on the page handled", async () => {
    const { button, handled, hydration } = island();
    button.addEventListener("click", (event) => event.preventDefault(), { once: true });
    button.click();
    comeNear(button);
    await hydration();
    expect(handled).toEqual([]);
  });
});
