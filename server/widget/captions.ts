/**
 * WebVTT captions made from an entry's answer text (the widget issue: captions on by default). The
 * text is cut into short cues at sentence and clause ends and timed at a comfortable reading pace,
 * which is also roughly the pace at which a recorded answer speaks it.
 */

/** Characters per cue: two short lines on a phone. */
const CUE_MAX_CHARACTERS = 84;
/** Speaking pace: about 15 characters a second; a cue stays at least a second and a half. */
const CHARACTERS_PER_SECOND = 15;
const CUE_MIN_SECONDS = 1.5;

/** Cue text may not contain "-->" and treats "<" and "&" as markup. */
function escapeCueText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function timestamp(seconds: number): string {
  const total = Math.round(seconds * 1000);
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const secs = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (value: number) => String(value).padStart(2, "0");
  return `${two(hours)}:${two(minutes)}:${two(secs)}.${String(millis).padStart(3, "0")}`;
}

/** Splits the text into cues of at most CUE_MAX_CHARACTERS, breaking after punctuation where it can. */
export function cueTexts(answer: string): string[] {
  const words = answer.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const cues: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length > CUE_MAX_CHARACTERS && current) {
      cues.push(current);
      current = word;
    } else {
      current = candidate;
    }
    // A sentence end closes the cue once it holds a few words.
    if (/[.!?…]["»”)]?$/.test(current) && current.length >= CUE_MAX_CHARACTERS / 3) {
      cues.push(current);
      current = "";
    }
  }
  if (current) cues.push(current);
  return cues;
}

export function captionsVtt(answer: string): string {
  let at = 0;
  const blocks = cueTexts(answer).map((text, index) => {
    const duration = Math.max(CUE_MIN_SECONDS, text.length / CHARACTERS_PER_SECOND);
    const block = `${index + 1}\n${timestamp(at)} --> ${timestamp(at + duration)}\n${escapeCueText(text)}`;
    at += duration;
    return block;
  });
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}
