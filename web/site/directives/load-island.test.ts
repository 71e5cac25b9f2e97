import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "./load-island.ts";

describe("hydrateIsland", () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.stubGlobal("location", { ...location, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
  });

  it("hydrates an island whose files load", async () => {
    const hydrate = vi.fn(async () => {});
    await hydrateIsland(async () => hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("loads the page again when the island's files are gone after a deploy", async () => {
    await hydrateIsland(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("leaves an island that loaded and failed to render to fail, without a reload", async () => {
    const broken = new Error("render failed");
    await expect(
      hydrateIsland(async () => async () => {
        throw broken;
      }),
    ).rejects.toBe(broken);
    expect(reload).not.toHaveBeenCalled();
  });
});
