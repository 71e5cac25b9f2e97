import { describe, expect, it } from "vitest";
import { clipRecorderCopy } from "#content/clip-recorder.ts";
import { RECORDING_MAX_SECONDS } from "#contracts/media.ts";
import {
  canRecord,
  pickRecordingType,
  problemOf,
  RECORDING_BITRATES,
  takeFileName,
} from "./media-support.ts";
import { scrollSpeed, wordCount } from "./teleprompter.tsx";

const domError = (name: string) => new DOMException("message", name);

describe("pickRecordingType", () => {
  it("takes VP9 WebM where the browser records it (Chromium)", () => {
    expect(pickRecordingType(() => true)).toBe("video/webm;codecs=vp9,opus");
  });
  it("falls back to VP8, then plain WebM, then MP4 (Safari)", () => {
    expect(pickRecordingType((type) => type !== "video/webm;codecs=vp9,opus")).toBe(
      "video/webm;codecs=vp8,opus",
    );
    expect(pickRecordingType((type) => type === "video/webm")).toBe("video/webm");
    expect(pickRecordingType((type) => type === "video/mp4")).toBe("video/mp4");
  });
  it("lets the browser choose when it claims none of them", () => {
    expect(pickRecordingType(() => false)).toBeUndefined();
  });
});

describe("canRecord", () => {
  const mediaDevices = { getUserMedia: () => undefined };
  it("needs both the camera API and MediaRecorder", () => {
    expect(canRecord({ navigator: { mediaDevices }, MediaRecorder: class {} })).toBe(true);
    expect(canRecord({ navigator: { mediaDevices }, MediaRecorder: undefined })).toBe(false);
    // Not served over HTTPS: browsers leave navigator.mediaDevices out.
    expect(canRecord({ navigator: {}, MediaRecorder: class {} })).toBe(false);
  });
});

describe("problemOf", () => {
  it("tells a refusal, a missing camera, a busy camera and an unsupported browser apart", () => {
    expect(problemOf(domError("NotAllowedError"))).toBe("denied");
    expect(problemOf(domError("SecurityError"))).toBe("denied");
    expect(problemOf(domError("NotFoundError"))).toBe("notFound");
    expect(problemOf(domError("OverconstrainedError"))).toBe("notFound");
    expect(problemOf(domError("NotReadableError"))).toBe("busy");
    expect(problemOf(domError("NotSupportedError"))).toBe("unsupported");
    expect(problemOf(new TypeError("insecure"))).toBe("unsupported");
    expect(problemOf(domError("SomethingNew"))).toBe("failed");
    expect(problemOf("not an error")).toBe("failed");
  });

  it("says what to do for each, in the words the customer sees", () => {
    expect(clipRecorderCopy.problems.denied.text).toBe(
      "Your browser is not letting this page use your camera and microphone. Allow both for this site (the camera or lock icon beside the address), then try again.",
    );
    expect(clipRecorderCopy.problems.busy.text).toBe(
      "Another app or tab is using your camera or microphone. Close it (a video call, for example), then try again.",
    );
  });
});

describe("a take's size and name", () => {
  it("stays under the 50 MB upload limit at three minutes", () => {
    const bits =
      (RECORDING_BITRATES.videoBitsPerSecond + RECORDING_BITRATES.audioBitsPerSecond) * RECORDING_MAX_SECONDS;
    expect(bits / 8).toBeLessThan(45 * 1024 * 1024);
  });
  it("is named for what the browser recorded", () => {
    expect(takeFileName("video/webm")).toBe("answer-take.webm");
    expect(takeFileName("video/mp4")).toBe("answer-take.mp4");
  });
});

describe("the teleprompter's pace", () => {
  it("moves the script past the reading line as fast as its words are said", () => {
    expect(wordCount("  Send it back\nwithin 30 days ")).toBe(6);
    // 140 words of 1400 px at 140 words a minute: one minute, so 1400 px / 60 s.
    expect(scrollSpeed(1400, 140, 140)).toBeCloseTo(1400 / 60);
    expect(scrollSpeed(1400, 140, 200)).toBeCloseTo(1400 / 42);
    expect(scrollSpeed(1400, 0, 140)).toBe(0);
  });
});
