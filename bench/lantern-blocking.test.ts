import { describe, expect, it } from "vitest";
import { describeWork } from "./lantern-blocking.ts";

const at = (name: string, ms: number, durMs?: number, url?: string) => ({
  name,
  ts: ms * 1000,
  dur: durMs === undefined ? undefined : durMs * 1000,
  args: url ? { data: { url } } : {},
});

describe("describeWork", () => {
  it("names the kinds of work a task did, largest first, and the scripts it ran", () => {
    const work = describeWork({
      childEvents: [
        at("v8.evaluateModule", 0, 9.4, "http://127.0.0.1:3000/assets/entry.client-KkP1mYKA.js"),
        at("v8.callFunction", 10, 3.2, "http://127.0.0.1:3000/assets/react-dom-CuDCSBOs.js"),
        at("UpdateLayoutTree", 14, 1.6),
      ],
    });
    expect(work).toBe(
      "module evaluation 9 ms, script 3 ms, style and layout 2 ms; entry.client-KkP1mYKA.js, react-dom-CuDCSBOs.js",
    );
  });

  it("counts a layout inside a script call as the script's time", () => {
    const work = describeWork({ childEvents: [at("v8.callFunction", 0, 20), at("Layout", 5, 8)] });
    expect(work).toBe("script 20 ms");
  });

  it("says when no event it knows covers the task, and leaves out work under a millisecond", () => {
    expect(describeWork({ childEvents: [at("ResourceSendRequest", 0), at("Paint", 1, 0.4)] })).toBe(
      "unattributed",
    );
  });

  it("shortens a long list of scripts", () => {
    const scripts = ["a.js", "b.js", "c.js"].map((file, index) =>
      at("ResourceSendRequest", index, undefined, `http://host/assets/${file}`),
    );
    expect(describeWork({ childEvents: scripts })).toBe("unattributed; a.js, b.js, …");
  });
});
