import type { RecorderProblem } from "#content/clip-recorder.ts";
import { RECORDING_COUNTDOWN_SECONDS, RECORDING_MAX_SECONDS } from "#contracts/media.ts";

/** A finished take: the recording, how long it is, and whether the limit ended it. */
export type Take = { file: File; seconds: number; atLimit: boolean };

/**
 * The recorder's steps. Effects (the camera, MediaRecorder, timers) live in
 * `use-recorder.ts`, which sends these events; this module only decides what follows what, so
 * every transition is tested without a browser's media stack.
 */
export type RecorderState =
  | { step: "starting" }
  | { step: "failed"; problem: RecorderProblem }
  | { step: "ready" }
  | { step: "countdown"; count: number }
  | { step: "recording"; seconds: number }
  | { step: "finishing"; seconds: number; atLimit: boolean }
  | { step: "review"; take: Take };

export type RecorderEvent =
  | { type: "cameraReady" }
  | { type: "cameraFailed"; problem: RecorderProblem }
  | { type: "start" }
  | { type: "tick" }
  | { type: "cancel" }
  | { type: "elapsed"; seconds: number }
  | { type: "stop" }
  | { type: "recorded"; file: File; seconds: number }
  | { type: "recordingFailed" }
  | { type: "retry" };

export const initialRecorderState: RecorderState = { step: "starting" };

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  switch (event.type) {
    case "cameraReady":
      return state.step === "starting" ? { step: "ready" } : state;
    case "cameraFailed":
      return state.step === "starting" ? { step: "failed", problem: event.problem } : state;
    case "start":
      return state.step === "ready" ? { step: "countdown", count: RECORDING_COUNTDOWN_SECONDS } : state;
    case "tick":
      if (state.step !== "countdown") return state;
      return state.count > 1
        ? { step: "countdown", count: state.count - 1 }
        : { step: "recording", seconds: 0 };
    case "cancel":
      return state.step === "countdown" ? { step: "ready" } : state;
    case "elapsed": {
      if (state.step !== "recording") return state;
      // The take ends by itself at the limit: a longer clip would be refused after its upload.
      if (event.seconds >= RECORDING_MAX_SECONDS)
        return { step: "finishing", seconds: RECORDING_MAX_SECONDS, atLimit: true };
      return { step: "recording", seconds: event.seconds };
    }
    case "stop":
      return state.step === "recording"
        ? { step: "finishing", seconds: state.seconds, atLimit: false }
        : state;
    case "recorded":
      if (state.step !== "finishing") return state;
      return {
        step: "review",
        take: {
          file: event.file,
          seconds: Math.min(event.seconds, RECORDING_MAX_SECONDS),
          atLimit: state.atLimit,
        },
      };
    case "recordingFailed":
      return state.step === "recording" || state.step === "finishing"
        ? { step: "failed", problem: "recordingFailed" }
        : state;
    case "retry":
      // Another take, or another try at the camera: the camera was released, so it starts afresh.
      return state.step === "failed" || state.step === "review" ? { step: "starting" } : state;
  }
}

/** Whether the camera is on in this step: the live preview shows, and the tracks are held. */
export function usesCamera(state: RecorderState): boolean {
  return (
    state.step === "ready" ||
    state.step === "countdown" ||
    state.step === "recording" ||
    state.step === "finishing"
  );
}
