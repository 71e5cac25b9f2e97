import { Check, CircleAlert, Loader2, RotateCcw, Square, VideoOff } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { clipRecorderCopy as copy } from "#content/clip-recorder.ts";
import { RECORDING_MAX_SECONDS } from "#contracts/media.ts";
import { Button } from "#web/components/ui/button.tsx";
import type { DeferredDialogProps } from "#web/components/ui/deferred-dialog.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { cn } from "#web/lib/cn.ts";
import type { RecorderState } from "./recorder-machine.ts";
import { Teleprompter } from "./teleprompter.tsx";
import { useRecorder } from "./use-recorder.ts";

export type RecordDialogProps = DeferredDialogProps & {
  /** The entry's answer as it stands in the form: the teleprompter's script. */
  script: string;
  /** The take the customer keeps, handed to the clip field's upload (the same call as a chosen file). */
  onKeep: (file: File) => void;
};

/**
 * "Record an answer": camera preview under a teleprompter, a 3-2-1 countdown, a
 * take of up to three minutes, then watch it back, record again or use it. Loaded on first use, so
 * the knowledge base's first load carries none of it.
 */
export function RecordDialog({ open, onOpenChange, returnFocus, script, onKeep }: RecordDialogProps) {
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width="2xl"
        onOpenAutoFocus={(event) => {
          // The controls appear once the camera answers; until then the title holds focus.
          event.preventDefault();
          title.current?.focus();
        }}
        onCloseAutoFocus={returnFocus}
      >
        <DialogTitle ref={title} tabIndex={-1} className="focus:outline-none">
          {copy.title}
        </DialogTitle>
        <DialogDescription>{copy.lead}</DialogDescription>
        {/* Mounted only while open: closing unmounts the recorder, which releases the camera. */}
        {open ? (
          <RecorderBody
            script={script}
            onKeep={(file) => {
              onOpenChange(false);
              onKeep(file);
            }}
            onClose={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function announcement(state: RecorderState): string {
  switch (state.step) {
    case "starting":
      return copy.status.starting;
    case "ready":
      return copy.status.ready;
    case "countdown":
      return copy.status.countdown(state.count);
    case "recording":
    case "finishing":
      return copy.status.recording;
    case "review":
      return state.take.atLimit ? copy.status.reviewAtLimit : copy.status.review(state.take.seconds);
    case "failed":
      // The problem itself is an alert in the dialog.
      return "";
  }
}

/** Moves focus to the control each step is about, once the step has changed (not on first render). */
function useFocusOnStep(step: RecorderState["step"]) {
  const target = useRef<HTMLElement | null>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    target.current?.focus();
  }, [step]);
  return (element: HTMLElement | null) => {
    target.current = element;
  };
}

function RecorderBody({
  script,
  onKeep,
  onClose,
}: {
  script: string;
  onKeep: (file: File) => void;
  onClose: () => void;
}) {
  const { state, dispatch, stream } = useRecorder();
  const [takes, setTakes] = useState(0);
  const focusTarget = useFocusOnStep(state.step);
  const { step } = state;
  const prompting = step !== "failed" && step !== "review";
  const recording = step === "recording" || step === "finishing";

  return (
    <div className="mt-5 grid gap-3">
      <p role="status" className="sr-only">
        {announcement(state)}
      </p>
      {/* Hidden, not unmounted, while a take is reviewed: the next take keeps the chosen pace. */}
      <div hidden={!prompting} className="min-w-0">
        <Teleprompter script={script} recording={step === "recording"} restartKey={takes} />
      </div>
      <Stage state={state} stream={stream} focusTarget={focusTarget} />
      <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end [&>button]:w-full sm:[&>button]:w-auto">
        {step === "starting" ? (
          <Button disabled>
            <Loader2 aria-hidden="true" className="animate-spin" /> {copy.start}
          </Button>
        ) : null}
        {step === "ready" ? (
          <Button
            ref={focusTarget}
            onClick={() => {
              setTakes((count) => count + 1);
              dispatch({ type: "start" });
            }}
          >
            <span aria-hidden="true" className="size-2.5 rounded-full bg-red-400 ring-2 ring-white/70" />
            {copy.start}
          </Button>
        ) : null}
        {step === "countdown" ? (
          <Button ref={focusTarget} variant="secondary" onClick={() => dispatch({ type: "cancel" })}>
            {copy.cancel}
          </Button>
        ) : null}
        {recording ? (
          <Button
            ref={focusTarget}
            variant="secondary"
            disabled={step === "finishing"}
            onClick={() => dispatch({ type: "stop" })}
            className="text-red-700"
          >
            <Square aria-hidden="true" className="fill-current" /> {copy.stop}
          </Button>
        ) : null}
        {step === "review" ? (
          <>
            <Button variant="secondary" onClick={() => dispatch({ type: "retry" })}>
              <RotateCcw aria-hidden="true" /> {copy.retake}
            </Button>
            <Button onClick={() => onKeep(state.take.file)}>
              <Check aria-hidden="true" /> {copy.keep}
            </Button>
          </>
        ) : null}
        {step === "failed" ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              {copy.back}
            </Button>
            {state.problem === "unsupported" ? null : (
              <Button ref={focusTarget} onClick={() => dispatch({ type: "retry" })}>
                <RotateCcw aria-hidden="true" /> {copy.tryAgain}
              </Button>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}

type StageProps = {
  state: RecorderState;
  stream: MediaStream | null;
  focusTarget: (element: HTMLElement | null) => void;
};

/** The picture: the live camera (mirrored, as a mirror shows a face), the take, or why there is none. */
function Stage({ state, stream, focusTarget }: StageProps) {
  const live = useRef<HTMLVideoElement>(null);
  useLiveStream(live, stream);
  const takeUrl = useObjectUrl(state.step === "review" ? state.take.file : undefined);
  const seconds = state.step === "recording" || state.step === "finishing" ? state.seconds : undefined;

  return (
    <div
      className={cn(
        "relative w-full overflow-hidden rounded-2xl bg-slate-900 shadow-soft ring-1 ring-slate-900/10",
        // A problem's text sets its own height: on a phone it is taller than a 16:9 picture.
        state.step === "failed" ? "min-h-56" : "aspect-video max-h-[40dvh]",
      )}
    >
      {state.step === "review" ? (
        // biome-ignore lint/a11y/useMediaCaption: the customer's own take, seen before captions exist.
        <video
          ref={focusTarget}
          src={takeUrl}
          controls
          playsInline
          aria-label={copy.playback}
          className="size-full bg-black object-contain"
        />
      ) : state.step === "failed" ? (
        <Problem problem={state.problem} />
      ) : (
        <>
          <video
            ref={live}
            muted
            autoPlay
            playsInline
            aria-label={copy.camera}
            className="size-full -scale-x-100 object-cover"
          />
          {state.step === "starting" ? (
            <div className="absolute inset-0 grid place-items-center text-slate-300">
              <Loader2 aria-hidden="true" className="size-8 animate-spin" />
            </div>
          ) : null}
        </>
      )}
      {state.step === "countdown" ? (
        <div aria-hidden="true" className="absolute inset-0 grid place-items-center bg-slate-950/45">
          <span
            key={state.count}
            className="grid size-28 place-items-center rounded-full bg-white/10 text-7xl font-semibold text-white ring-1 ring-white/30 backdrop-blur-sm animate-[pop-in_0.35s_ease-out]"
          >
            {state.count}
          </span>
        </div>
      ) : null}
      {seconds !== undefined ? <RecordingClock seconds={seconds} /> : null}
    </div>
  );
}

function RecordingClock({ seconds }: { seconds: number }) {
  return (
    <>
      <div className="absolute top-3 left-3 flex items-center gap-2 rounded-full bg-slate-950/70 px-3 py-1.5 text-sm font-medium text-white backdrop-blur-sm">
        <span aria-hidden="true" className="size-2 rounded-full bg-red-500 motion-safe:animate-pulse" />
        <span className="uppercase tracking-wider text-red-200">{copy.recordingBadge}</span>
        <span className="tabular-nums">{copy.elapsed(seconds)}</span>
      </div>
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1 bg-white/15">
        <div
          className="h-full bg-brand-gradient transition-[width] duration-300 ease-linear"
          style={{ width: `${Math.min(100, (seconds / RECORDING_MAX_SECONDS) * 100)}%` }}
        />
      </div>
    </>
  );
}

function Problem({ problem }: { problem: keyof typeof copy.problems }) {
  const text = copy.problems[problem];
  const Icon = problem === "recordingFailed" ? CircleAlert : VideoOff;
  return (
    <div
      role="alert"
      className="flex min-h-56 size-full flex-col items-center justify-center gap-3 px-6 py-8 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-white/10 ring-1 ring-white/15">
        <Icon aria-hidden="true" className="size-6 text-white" />
      </span>
      <p className="text-lg font-semibold text-white">{text.title}</p>
      <p className="max-w-md text-sm leading-6 text-slate-300">{text.text}</p>
    </div>
  );
}

function useLiveStream(video: RefObject<HTMLVideoElement | null>, stream: MediaStream | null) {
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [video, stream]);
}

/** A `blob:` address for the take while it is shown, given back when it is not. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const address = URL.createObjectURL(file);
    setUrl(address);
    return () => URL.revokeObjectURL(address);
  }, [file]);
  return url;
}
