// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from "vitest";
import onPainted from "./painted.ts";
import { islandUnder } from "./test-island.ts";

/**
 * `client:painted` in a DOM: jsdom paints nothing, so the browser's paint timing is stood in for by
 * an observer the test tells when the first contentful paint has happened. The browser end is
 * e2e/before-the-first-interaction.spec.ts ("A page with a form of its own hydrates without waiting…").
 */
const browserObserver = globalThis.PerformanceObserver;
let paint: (() => void) | undefined;

beforeEach(() => {
  paint = undefined;
  globalThis.PerformanceObserver = class {
    static readonly supportedEntryTypes = ["paint"];
    readonly callback: PerformanceObserverCallback;
    constructor(callback: PerformanceObserverCallback) {
      this.callback = callback;
    }
    observe() {
      const entries = {
        getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{ name }] : []),
      } as unknown as PerformanceObserverEntryList;
      paint = () => this.callback(entries, this as unknown as PerformanceObserver);
    }
    disconnect() {}
  } as unknown as typeof PerformanceObserver;
});

afterEach(() => {
  globalThis.PerformanceObserver = browserObserver;
  document.body.replaceChildren();
});

it("loads nothing before the page has painted, then hydrates without an interaction", async () => {
  const island = islandUnder(onPainted, true);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(island.loads()).toBe(0);

  paint?.();
  await island.hydration();
  expect(island.loads()).toBe(1);
  // Its controls answer from then on.
  island.button.click();
  expect(island.handled).toHaveLength(1);
});
