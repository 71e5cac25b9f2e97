import { describe, expect, it } from "vitest";
import { type RecorderEvent, type RecorderState, recorderReducer, usesCamera } from "./recorder-machine.ts";

const file = new File(["take"], "answer-take.webm", { type: "video/webm" });
const run = (state: RecorderState, ...events: RecorderEvent[]) => events.reduce(recorderReducer, state);

describe("recorderReducer", () => {
  it("counts down 3-2-1 from a ready camera, then records", () => {
    const ready = run({ step: "starting" }, { type: "cameraReady" });
    expect(ready).toEqual({ step: "ready" });
    expect(run(ready, { type: "start" })).toEqual({ step: "countdown", count: 3 });
    expect(run(ready, { type: "start" }, { type: "tick" })).toEqual({ step: "countdown", count: 2 });
    expect(run(ready, { type: "start" }, { type: "tick" }, { type: "tick" }, { type: "tick" })).toEqual({
      step: "recording",
      seconds: 0,
    });
  });

  it("goes back to the live camera when the countdown is cancelled", () => {
    expect(run({ step: "countdown", count: 2 }, { type: "cancel" })).toEqual({ step: "ready" });
  });

  it("keeps the clock while recording and finishes the take when stopped", () => {
    const recording = run({ step: "recording", seconds: 0 }, { type: "elapsed", seconds: 12.4 });
    expect(recording).toEqual({ step: "recording", seconds: 12.4 });
    const finishing = run(recording, { type: "stop" });
    expect(finishing).toEqual({ step: "finishing", seconds: 12.4, atLimit: false });
    expect(run(finishing, { type: "recorded", file, seconds: 12.6 })).toEqual({
      step: "review",
      take: { file, seconds: 12.6, atLimit: false },
    });
  });

  it("stops by itself at three minutes and says so", () => {
    const finishing = run({ step: "recording", seconds: 179.9 }, { type: "elapsed", seconds: 180.1 });
    expect(finishing).toEqual({ step: "finishing", seconds: 180, atLimit: true });
    expect(run(finishing, { type: "recorded", file, seconds: 180.4 })).toEqual({
      step: "review",
      take: { file, seconds: 180, atLimit: true },
    });
  });

  it("names the problem when the camera cannot start, and starts afresh on another try", () => {
    const failed = run({ step: "starting" }, { type: "cameraFailed", problem: "denied" });
    expect(failed).toEqual({ step: "failed", problem: "denied" });
    expect(run(failed, { type: "retry" })).toEqual({ step: "starting" });
  });

  it("asks for the camera again for another take", () => {
    const review = run(
      { step: "finishing", seconds: 2, atLimit: false },
      { type: "recorded", file, seconds: 2 },
    );
    expect(run(review, { type: "retry" })).toEqual({ step: "starting" });
  });

  it("turns a recorder failure during a take into a problem to show", () => {
    expect(run({ step: "recording", seconds: 3 }, { type: "recordingFailed" })).toEqual({
      step: "failed",
      problem: "recordingFailed",
    });
  });

  it("ignores events that do not belong to the step (a late timer, a double click)", () => {
    const review: RecorderState = { step: "review", take: { file, seconds: 2, atLimit: false } };
    for (const event of [
      { type: "tick" },
      { type: "elapsed", seconds: 5 },
      { type: "stop" },
      { type: "start" },
      { type: "recorded", file, seconds: 3 },
      { type: "cameraReady" },
      { type: "recordingFailed" },
    ] satisfies RecorderEvent[])
      expect(run(review, event), event.type).toBe(review);
    expect(run({ step: "ready" }, { type: "stop" })).toEqual({ step: "ready" });
  });

  it("holds the camera only while it is shown or recording", () => {
    expect(usesCamera({ step: "starting" })).toBe(false);
    expect(usesCamera({ step: "ready" })).toBe(true);
    expect(usesCamera({ step: "countdown", count: 1 })).toBe(true);
    expect(usesCamera({ step: "recording", seconds: 1 })).toBe(true);
    expect(usesCamera({ step: "finishing", seconds: 1, atLimit: false })).toBe(true);
    expect(usesCamera({ step: "review", take: { file, seconds: 1, atLimit: false } })).toBe(false);
    expect(usesCamera({ step: "failed", problem: "busy" })).toBe(false);
  });
});
