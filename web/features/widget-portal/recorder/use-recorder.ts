import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import {
  CAMERA_CONSTRAINTS,
  canRecord,
  pickRecordingType,
  problemOf,
  RECORDING_BITRATES,
  takeFileName,
} from "./media-support.ts";
import { initialRecorderState, recorderReducer, usesCamera } from "./recorder-machine.ts";

/** Chunks every second, so a take stopped by a failure still has what was recorded before it. */
const CHUNK_MS = 1000;
/** How often the clock (and the limit check) reads the time while recording. */
const CLOCK_MS = 250;

function stopTracks(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The recorder's effects around `recorderReducer`: the camera is asked for in "starting" and
 * released as soon as no step needs it (a take to review, a failure) and when the dialog unmounts,
 * so the camera light never stays on behind a closed dialog; MediaRecorder runs through
 * "recording" and is stopped on leaving it, by the button, the limit or a failure.
 */
export function useRecorder() {
  const [state, dispatch] = useReducer(recorderReducer, initialRecorderState);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const cameraOn = usesCamera(state);
  const recording = state.step === "recording";
  const countdown = state.step === "countdown" ? state.count : undefined;

  const release = useCallback(() => {
    stopTracks(streamRef.current);
    streamRef.current = null;
    setStream(null);
  }, []);

  // Ask for the camera and microphone. A stream that arrives after the dialog closed is stopped.
  useEffect(() => {
    if (state.step !== "starting") return;
    if (!canRecord(window)) {
      dispatch({ type: "cameraFailed", problem: "unsupported" });
      return;
    }
    let current = true;
    navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS).then(
      (media) => {
        if (!current) return stopTracks(media);
        streamRef.current = media;
        setStream(media);
        dispatch({ type: "cameraReady" });
      },
      (error: unknown) => {
        if (current) dispatch({ type: "cameraFailed", problem: problemOf(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [state.step]);

  useEffect(() => {
    if (!cameraOn) release();
  }, [cameraOn, release]);
  useEffect(() => release, [release]);

  useEffect(() => {
    if (countdown === undefined) return;
    const timer = setTimeout(() => dispatch({ type: "tick" }), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  useEffect(() => {
    const media = streamRef.current;
    if (!recording || !media) return;
    const type = pickRecordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(media, { ...(type ? { mimeType: type } : {}), ...RECORDING_BITRATES });
    } catch {
      dispatch({ type: "recordingFailed" });
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    const elapsed = () => (performance.now() - startedAt) / 1000;
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = () => dispatch({ type: "recordingFailed" });
    recorder.onstop = () => {
      const seconds = elapsed();
      // The browser's own type names what it recorded (Safari answers video/mp4 whatever was asked).
      const recordedType = (recorder.mimeType || type || "video/webm").split(";", 1)[0] ?? "video/webm";
      const file = new File(chunks, takeFileName(recordedType), { type: recordedType });
      if (file.size === 0) dispatch({ type: "recordingFailed" });
      else dispatch({ type: "recorded", file, seconds });
    };
    recorder.start(CHUNK_MS);
    const clock = setInterval(() => dispatch({ type: "elapsed", seconds: elapsed() }), CLOCK_MS);
    return () => {
      clearInterval(clock);
      if (recorder.state !== "inactive") recorder.stop();
    };
  }, [recording]);

  return { state, dispatch, stream };
}
