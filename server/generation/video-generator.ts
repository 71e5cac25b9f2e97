import type { Presenter, Voice } from "#contracts/generation.ts";
import type { WidgetLanguage } from "#contracts/widget/frame.ts";

/**
 * One interface for every maker of talking-head clips (docs/decisions/0042-generated-video-answers.md):
 * the local studio draws and speaks on this server; HeyGen and D-ID render remotely and are polled.
 * A job is started, then polled until it is done; its result is a file on this server or a URL to
 * copy at once (providers' links expire).
 */
export type GenerationRequest = {
  presenterId: string;
  voiceId: string;
  language: WidgetLanguage;
  text: string;
  /** The account's folder of inputs (the studio's portrait presenter reads the photo from it). */
  userId: string;
  /** Where the studio writes its files (a work folder the caller removes). */
  workDir: string;
  signal?: AbortSignal;
  /** The plan's small "Avatalk" mark over the video (the studio draws it; providers' own plans decide theirs). */
  watermark?: boolean;
};

/** When each word starts and ends in the clip, in seconds, and its text as written. */
export type TimedWord = { start: number; end: number; text: string };

export type GenerationResult =
  | { kind: "file"; path: string; words: TimedWord[] | null }
  | { kind: "url"; url: string; words: TimedWord[] | null };

export type PollOutcome = { done: false } | { done: true; result: GenerationResult };

export interface VideoGenerator {
  readonly provider: "studio" | "heygen" | "did";
  presenters(userId: string): Promise<Presenter[]>;
  voices(language: WidgetLanguage): Promise<Voice[]>;
  /** Starts a job; the id is kept with the clip, so a restarted worker polls it again. */
  start(request: GenerationRequest): Promise<{ jobId: string }>;
  /** Asks once where the job stands. The studio's jobs are done when `start` returns. */
  poll(jobId: string, request: GenerationRequest): Promise<PollOutcome>;
}

/** The job failed at the provider: trying the same again fails again. */
export class GenerationFailed extends Error {
  override name = "GenerationFailed";
}

/** The provider forgot the job or its result link expired: starting again may work. */
export class GenerationExpired extends Error {
  override name = "GenerationExpired";
}

/** The provider asked us to slow down: try again after `retryAfterMs`. */
export class GenerationRateLimited extends Error {
  override name = "GenerationRateLimited";
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds; a missing or odd one waits 30 s. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  const fallback = 30_000;
  if (!header) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? fallback : Math.max(0, at - now);
}
