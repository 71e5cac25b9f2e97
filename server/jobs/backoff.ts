/** The longest stored `last_error`: enough for an SMTP reply or a stack's first line, never a whole log. */
export const LAST_ERROR_MAX_LENGTH = 1_000;

export type Backoff = {
  /** Delay before the first retry; it doubles with every failed attempt up to `maxMs`. */
  firstMs: number;
  maxMs: number;
};

/** Exponential backoff with ±20 % jitter, so jobs that failed together do not retry together. */
export function retryDelayMs(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const exponential = backoff.firstMs * 2 ** Math.max(0, attempt - 1);
  const capped = Math.min(exponential, backoff.maxMs);
  return Math.round(capped * (0.8 + 0.4 * random()));
}

/**
 * What is stored about a failure: the error's code and message, cut short. Personal data may be in
 * it (an SMTP reply quotes a recipient): it is stored with the job, and logs get only `failureCodes`.
 */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, LAST_ERROR_MAX_LENGTH);
  const code = (error as { code?: unknown }).code;
  const text = typeof code === "string" ? `${code}: ${error.message}` : error.message;
  return text.slice(0, LAST_ERROR_MAX_LENGTH);
}

/** The parts of an error that are safe in a log line: codes, never messages. */
export function failureCodes(error: unknown): { code?: string; responseCode?: number } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    ...(typeof code === "string" ? { code } : {}),
    ...(typeof responseCode === "number" ? { responseCode } : {}),
  };
}
