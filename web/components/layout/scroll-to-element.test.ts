import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollToElement } from "./scroll-to-element.ts";

/** A section 96 px below the top when in place (its scroll margin), at `top` px now. */
function section(tops: number[]) {
  const element = document.createElement("section");
  element.style.scrollMarginTop = "96px";
  document.body.append(element);
  const scrollIntoView = vi.fn();
  element.scrollIntoView = scrollIntoView;
  let at = 0;
  element.getBoundingClientRect = () => ({ top: tops[Math.min(at, tops.length - 1)] }) as DOMRect;
  const comeToRest = () => {
    window.dispatchEvent(new Event("scrollend"));
    at += 1;
  };
  return { element, scrollIntoView, comeToRest };
}

beforeEach(() => {
  // Far from the page's end, so "as close as the end allows" never counts as in place.
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 100_000 });
});
afterEach(() => {
  document.body.replaceChildren();
});

describe("scrollToElement", () => {
  it("aims again each time the scroll comes to rest away from the section, until it is in place", () => {
    const { element, scrollIntoView, comeToRest } = section([1878, 96, 96]);
    scrollToElement(element, "smooth");
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: "smooth", block: "start" });

    comeToRest();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    comeToRest();
    comeToRest();
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it("leaves the page to the visitor once they scroll on their own", () => {
    const { element, scrollIntoView, comeToRest } = section([1878]);
    scrollToElement(element, "smooth");
    window.dispatchEvent(new Event("wheel"));
    comeToRest();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it("gives up after a few corrections and stops when asked", () => {
    const moving = section([500]);
    scrollToElement(moving.element, "smooth");
    for (let rest = 0; rest < 10; rest += 1) moving.comeToRest();
    expect(moving.scrollIntoView).toHaveBeenCalledTimes(5);

    const stopped = section([500]);
    const stop = scrollToElement(stopped.element, "auto");
    stop();
    stopped.comeToRest();
    expect(stopped.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
