// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollToHashAfterLoad } from "./scroll-to-hash.ts";

describe("scrollToHashAfterLoad", () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<section id="contact"></section>';
    Element.prototype.scrollIntoView = scrolled;
    window.matchMedia = vi.fn().mockReturnValue({ matches: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    scrolled.mockReset();
    history.replaceState(null, "", "/");
  });

  it("scrolls to the section the hash names, smoothly, half a second after the load", () => {
    history.replaceState(null, "", "/#contact");
    scrollToHashAfterLoad();
    vi.advanceTimersByTime(499);
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrolled).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("does nothing without a hash, or with one that names nothing or is malformed", () => {
    for (const url of ["/", "/#nowhere", "/#%E0%A4%A"]) {
      history.replaceState(null, "", url);
      scrollToHashAfterLoad();
    }
    vi.advanceTimersByTime(1_000);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
