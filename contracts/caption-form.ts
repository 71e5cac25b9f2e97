import { multiLineText } from "./form-fields.ts";
import { CUE_END_TOLERANCE_SECONDS, CUE_TEXT_MAX, type Cue, mediaMessages } from "./media.ts";
import { z } from "./zod.ts";

/**
 * The portal's caption editor: each cue's times as the customer reads and types them
 * (minutes:seconds), checked here the way the server checks the cues it stores
 * (server/routes/widget/captions.ts), so a mistake is named on its field before anything is sent.
 */

/** "1:04.25": minutes, seconds and hundredths, as video editors show a time. */
export function formatCueTime(seconds: number): string {
  const hundredths = Math.round(seconds * 100);
  const minutes = Math.floor(hundredths / 6000);
  const rest = (hundredths % 6000) / 100;
  return `${minutes}:${rest.toFixed(2).padStart(5, "0")}`;
}

const TIME = /^(?:(\d+):)?(?:(\d+):)?(\d+(?:[.,]\d{1,3})?)$/;

/**
 * A typed time in seconds: "0:04.5", "1:02", "4.25" (seconds alone) or "1:02:03.5"; a comma works as
 * the decimal mark. Undefined when it is none of these.
 */
export function parseCueTime(text: string): number | undefined {
  const match = TIME.exec(text.trim());
  if (!match) return undefined;
  const [, first, second, secondsText = ""] = match;
  const seconds = Number(secondsText.replace(",", "."));
  const hours = second === undefined ? 0 : Number(first);
  const minutes = Number(second ?? first ?? 0);
  // With minutes given, seconds are 0-59 as a clock writes them.
  if (first !== undefined && seconds >= 60) return undefined;
  if (second !== undefined && minutes >= 60) return undefined;
  return Math.round((hours * 3600 + minutes * 60 + seconds) * 1000) / 1000;
}

const cueTime = z.string().transform((text, context) => {
  const seconds = parseCueTime(text);
  if (seconds === undefined) {
    context.addIssue({ code: "custom", message: mediaMessages.cueTimeFormat });
    return z.NEVER;
  }
  return seconds;
});

/** A cue as the editor holds it: times as typed. */
export type CueRow = { start: string; end: string; text: string };
export type CaptionsFormInput = { cues: CueRow[] };

export const cueRowOf = (cue: Cue): CueRow => ({
  start: formatCueTime(cue.start),
  end: formatCueTime(cue.end),
  text: cue.text,
});

/**
 * The editor's schema for a clip of `clipSeconds`: times readable, each cue ending after it starts and
 * by the clip's end, its text given. Parses to the body of PUT /api/widget/entries/:id/captions.
 */
export function captionsForm(clipSeconds: number) {
  const cue = z
    .object({ start: cueTime, end: cueTime, text: multiLineText("Caption text", CUE_TEXT_MAX) })
    .superRefine((value, context) => {
      if (value.end <= value.start)
        context.addIssue({ code: "custom", path: ["end"], message: mediaMessages.cueEndsBeforeStart });
      else if (value.end > clipSeconds + CUE_END_TOLERANCE_SECONDS)
        context.addIssue({
          code: "custom",
          path: ["end"],
          message: mediaMessages.cuePastClipEnd(formatCueTime(clipSeconds)),
        });
    });
  return z.object({
    cues: z.array(cue).transform((cues) => cues.toSorted((a, b) => a.start - b.start)),
  }) satisfies z.ZodType<{ cues: Cue[] }, CaptionsFormInput>;
}
