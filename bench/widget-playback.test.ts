import { describe, expect, it } from "vitest";
import { PLAYBACK_BUDGET_MS, playbackMisses } from "./widget-playback.ts";

describe("the widget playback bench", () => {
  const run = (posterMs: number | null, firstFrameMs: number | null) => ({ posterMs, firstFrameMs });

  it("holds the playback budgets on the medians: the poster within 300 ms, the first frame within 1 s", () => {
    expect(PLAYBACK_BUDGET_MS).toEqual({ poster: 300, firstFrame: 1000 });
    expect(playbackMisses([run(100, 400), run(300, 1000), run(900, 3000)])).toEqual([]);
  });

  it("fails a median over its budget, and a run in which nothing was shown", () => {
    expect(playbackMisses([run(100, 400), run(301, 1001), run(900, 3000)])).toEqual([
      "poster: 301 ms > 300 ms",
      "first frame: 1001 ms > 1000 ms",
    ]);
    expect(playbackMisses([run(100, 400), run(null, 500), run(200, 600)])).toEqual([
      "poster: not shown within 15000 ms in some run",
    ]);
  });
});
