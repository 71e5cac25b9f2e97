import type { RecorderProblem } from "#content/clip-recorder.ts";

/**
 * What the recorder asks of the browser's media stack, and how it reads its failures. Kept apart
 * from the hook so each rule is tested with plain objects standing in for the browser.
 */

/**
 * Recording formats in order of preference: VP9 looks best for its size, VP8 is what older
 * Chromium and Firefox record, and Safari records only MP4. The upload takes either by its bytes.
 */
export const RECORDING_TYPES = [
  "video/webm;codecs=vp9,opus",
  "video/webm;codecs=vp8,opus",
  "video/webm",
  "video/mp4",
] as const;

/**
 * About 1.7 Mbit/s in all: a full three-minute take is about 39 MB, under the 50 MB upload limit.
 * Browsers record 720p at 2.5 Mbit/s or more by default, which at the limit is over 55 MB.
 */
export const RECORDING_BITRATES = { videoBitsPerSecond: 1_600_000, audioBitsPerSecond: 128_000 } as const;

/** The camera the recorder asks for: the front one, 720p where it has it, and a clean voice. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { facingMode: "user", width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: { echoCancellation: true, noiseSuppression: true },
};

/** The first type this browser records, or undefined to let it pick (it still records something). */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isTypeSupported(type));
}

/**
 * Whether this page can record at all: no `mediaDevices` (an old browser, or a page not served over
 * HTTPS) or no MediaRecorder means there is nothing to ask for.
 */
export function canRecord(scope: {
  navigator?: { mediaDevices?: { getUserMedia?: unknown } };
  MediaRecorder?: unknown;
}): boolean {
  return (
    typeof scope.navigator?.mediaDevices?.getUserMedia === "function" && scope.MediaRecorder !== undefined
  );
}

/** What getUserMedia's failure means for the customer (the names are the Media Capture spec's DOMException names). */
export function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
    case "PermissionDeniedError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "notFound";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "busy";
    // An insecure page (TypeError), or a browser without a capture device UI (NotSupportedError).
    case "TypeError":
    case "NotSupportedError":
      return "unsupported";
    default:
      return "failed";
  }
}

/** A name for the take that says what it is ("answer-take.webm"); the server goes by its bytes. */
export function takeFileName(type: string): string {
  return `answer-take.${type.startsWith("video/mp4") ? "mp4" : "webm"}`;
}
