import { describe, expect, it } from "vitest";
import { firstInteractionMisses, interactionFor, pagesWithControls } from "./first-interaction.ts";

describe("the first-interaction bench", () => {
  it("measures the four controls of docs/performance.md, and every other page with a control", () => {
    // A list of its own, not the build's pages: this test runs before `npm test` builds the site.
    const pages = pagesWithControls(["/", "/blog", "/how-it-works", "/pricing", "/sign_up", "/verify_email"]);
    expect(pages).toEqual(expect.arrayContaining(["/", "/pricing", "/how-it-works", "/sign_up"]));
    expect(pages).not.toContain("/verify_email");
    expect(interactionFor("/").control).toEqual({ role: "button", name: "Schedule Demo" });
    expect(interactionFor("/how-it-works").control).toEqual({ role: "tab", name: "CMS Plugins" });
  });

  it("fails a page over 200 ms at 4x CPU or 100 ms unthrottled, or whose click shows nothing", () => {
    const row = (ms4: number | null, ms1: number | null) => ({
      path: "/x",
      shows: "x",
      medianMs: { 4: ms4, 1: ms1 },
      runsMs: {},
    });
    expect(firstInteractionMisses([row(200, 100)])).toEqual([]);
    expect(firstInteractionMisses([row(201, 100)])).toEqual(["/x: first click 201 ms at 4× CPU > 200 ms"]);
    expect(firstInteractionMisses([row(null, 20)])).toEqual(["/x: first click at 4× CPU shows nothing"]);
  });
});
