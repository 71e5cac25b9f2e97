import { RECORDING_MAX_SECONDS } from "#contracts/media.ts";

/** m:ss, as the recorder's clock and its messages show a duration. */
export function clockTime(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const limit = clockTime(RECORDING_MAX_SECONDS);

/**
 * Copy of the portal's "Record an answer" dialog. Only the dialog's lazily loaded
 * module imports it; the button that opens it is labelled from content/widget-portal.ts.
 */
export const clipRecorderCopy = {
  title: "Record an answer",
  lead: "Read your answer from the prompter above the camera. Up to 3 minutes.",
  camera: "Camera preview",
  playback: "Your take",
  script: "Script",
  scriptEmpty: "Write the answer in the form first, and it scrolls here while you record.",
  speed: "Speed",
  speedValue: (wordsPerMinute: number) => `${wordsPerMinute} words a minute`,
  autoScroll: "Scroll while recording",
  start: "Start recording",
  cancel: "Cancel",
  stop: "Stop recording",
  retake: "Record again",
  keep: "Use this take",
  tryAgain: "Try again",
  /** Leaves a recorder that cannot record (the dialog's X says "Close"). */
  back: "Back to the entry",
  recordingBadge: "Rec",
  elapsed: (seconds: number) => `${clockTime(seconds)} / ${limit}`,
  status: {
    starting: "Starting your camera and microphone...",
    ready: "Camera ready. Start recording when you are.",
    countdown: (count: number) => `Recording in ${count}`,
    recording: `Recording. It stops by itself at ${limit}.`,
    review: (seconds: number) =>
      `Recorded ${clockTime(seconds)}. Watch it back, record again, or use this take.`,
    reviewAtLimit: `Recording stopped at the ${limit} limit. Watch it back, record again, or use this take.`,
  },
  /** Why the camera could not start, each with what to do about it. */
  problems: {
    denied: {
      title: "Camera and microphone blocked",
      text: "Your browser is not letting this page use your camera and microphone. Allow both for this site (the camera or lock icon beside the address), then try again.",
    },
    notFound: {
      title: "No camera or microphone found",
      text: "Connect a camera and a microphone (or check that they are switched on), then try again. You can also upload a clip you recorded elsewhere.",
    },
    busy: {
      title: "Camera in use",
      text: "Another app or tab is using your camera or microphone. Close it (a video call, for example), then try again.",
    },
    unsupported: {
      title: "Recording is not available in this browser",
      text: "Use a current version of Chrome, Edge, Firefox or Safari, or record on your phone and upload the file.",
    },
    failed: {
      title: "The camera could not start",
      text: "Something went wrong while starting your camera. Try again, or upload a clip you recorded elsewhere.",
    },
    recordingFailed: {
      title: "The recording stopped",
      text: "Your browser stopped recording unexpectedly. Try again, or upload a clip you recorded elsewhere.",
    },
  },
} as const;

export type RecorderProblem = keyof typeof clipRecorderCopy.problems;
