import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reloadForNewBuild, reloadWhenChunksAreGone } from "./reload-for-new-build.ts";

describe("reloadForNewBuild", () => {
  const reload = vi.fn();

  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ now: new Date("2026-11-27T12:00:00Z"), toFake: ["Date"] });
    vi.stubGlobal("location", { ...location, reload });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it("reloads the page once, then not again within ten seconds, then again", () => {
    expect(reloadForNewBuild()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(9_999);
    expect(reloadForNewBuild()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(reloadForNewBuild()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload when the browser refuses storage, having nothing to stop a loop with", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(reloadForNewBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("does not reload while the browser is offline: the chunk failed for that, not for a new build", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(reloadForNewBuild()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // Nor does the failure count as the one reload of the next ten seconds.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    expect(reloadForNewBuild()).toBe(true);
  });

  it("answers Vite's failed lazy import by reloading instead of failing, once", () => {
    reloadWhenChunksAreGone();
    const failed = () => {
      const event = new Event("vite:preloadError", { cancelable: true });
      dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(failed()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // A second failure right after is Vite's to throw: the page is not reloaded in a loop.
    expect(failed()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
