import { useEffect, useId, useRef, useState } from "react";
import { clipRecorderCopy } from "#content/clip-recorder.ts";
import { cn } from "#web/lib/cn.ts";

const copy = clipRecorderCopy;

/** The pace a scripted answer is comfortably read at, and the range the customer may set. */
export const READING_PACE = { min: 100, max: 200, step: 10, initial: 140 } as const;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * How far the script moves each second so that its lines pass the reading line at the chosen pace:
 * the text's height over the time its words take to say.
 */
export function scrollSpeed(textHeight: number, words: number, wordsPerMinute: number): number {
  if (words === 0 || textHeight <= 0) return 0;
  return textHeight / ((words / wordsPerMinute) * 60);
}

type TeleprompterProps = {
  script: string;
  /** True while a take records: the script moves by itself, unless the customer turned that off. */
  recording: boolean;
  /** Changing it brings the script back to its start: each take reads from the top. */
  restartKey: number;
};

/** Whether the customer asked for less motion: the script then waits for their own scrolling. */
function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * The entry's answer in large type above the camera, so the customer reads it looking near the lens.
 * While recording it scrolls at the chosen pace; it is a focusable scroll area, so the customer can
 * also move it by hand (wheel, touch, arrow keys), during a take too: the automatic scroll carries on
 * from wherever they left it.
 */
export function Teleprompter({ script, recording, restartKey }: TeleprompterProps) {
  const [wordsPerMinute, setWordsPerMinute] = useState<number>(READING_PACE.initial);
  const [autoScroll, setAutoScroll] = useState(() => !prefersReducedMotion());
  const speedId = useId();
  const scrolling = recording && autoScroll;
  const box = useRef<HTMLElement>(null);
  const text = useRef<HTMLParagraphElement>(null);
  const words = wordCount(script);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey is the trigger, not an input.
  useEffect(() => {
    if (box.current) box.current.scrollTop = 0;
  }, [restartKey]);

  useEffect(() => {
    const area = box.current;
    const lines = text.current;
    if (!scrolling || !area || !lines || words === 0) return;
    let frame = 0;
    let last = performance.now();
    // scrollTop takes whole pixels in some browsers: the fraction is carried to the next frame.
    let carry = 0;
    const step = (now: number) => {
      carry += (scrollSpeed(lines.offsetHeight, words, wordsPerMinute) * (now - last)) / 1000;
      last = now;
      const whole = Math.floor(carry);
      if (whole > 0) {
        area.scrollTop += whole;
        carry -= whole;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [scrolling, words, wordsPerMinute]);

  return (
    <div
      data-slot="teleprompter"
      className="relative overflow-hidden rounded-2xl bg-slate-950 ring-1 ring-white/10"
    >
      {/* The reading line: where the line being said sits while the script moves. */}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-12 left-0 z-10 h-8 w-1 rounded-r-full bg-brand-gradient"
      />
      <section
        ref={box}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area is reached by keyboard to scroll it.
        tabIndex={0}
        aria-label={copy.script}
        className={cn(
          "h-32 overflow-y-auto px-6 pt-11 pb-24 sm:h-36 sm:px-8",
          "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-400",
          "[mask-image:linear-gradient(to_bottom,transparent,black_28%,black_70%,transparent)]",
        )}
      >
        <p
          ref={text}
          className={cn(
            "max-w-prose whitespace-pre-line text-2xl leading-snug font-medium tracking-tight sm:text-[1.75rem]",
            words ? "text-white" : "text-base text-slate-400 sm:text-lg",
          )}
        >
          {words ? script.trim() : copy.scriptEmpty}
        </p>
      </section>
      <div className="flex flex-wrap items-center justify-between gap-x-5 gap-y-2 border-t border-white/10 px-4 py-2.5 text-xs text-slate-300 sm:px-5">
        <div className="flex items-center gap-3">
          <label htmlFor={speedId} className="font-medium text-white">
            {copy.speed}
          </label>
          <input
            id={speedId}
            type="range"
            min={READING_PACE.min}
            max={READING_PACE.max}
            step={READING_PACE.step}
            value={wordsPerMinute}
            aria-valuetext={copy.speedValue(wordsPerMinute)}
            onChange={(event) => setWordsPerMinute(Number(event.currentTarget.value))}
            className="w-24 accent-brand-400 sm:w-32"
          />
          <span aria-hidden="true" className="hidden whitespace-nowrap tabular-nums sm:inline">
            {copy.speedValue(wordsPerMinute)}
          </span>
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={autoScroll}
            onChange={(event) => setAutoScroll(event.currentTarget.checked)}
            className="size-3.5 accent-brand-400"
          />
          {copy.autoScroll}
        </label>
      </div>
    </div>
  );
}
