/**
 * Every user-facing text that the API and the forms share. Spec §5 (validation) and §8 (error
 * catalogue) give the exact wording; screens, schemas and tests import these, never retype them.
 */
export const messages = {
  api: {
    validationFailed: "Please check the highlighted fields.",
    notFound: "Not found.",
    routeNotFound: "This API endpoint does not exist.",
    payloadTooLarge: "The request is too large.",
    unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json).",
    invalidJson: "The request body is not valid JSON.",
    forbiddenOrigin: "This request came from an origin that is not allowed.",
    internal: "Something went wrong on our side. Please try again later.",
    /** 503 while the database cannot be reached (a restart, a failover): the request may be repeated. */
    unavailable: "The service is temporarily unavailable. Please try again in a moment.",
    databaseUnavailable: "The database is unreachable.",
    badRequest: "The request could not be understood.",
    badUrl: "The address of the request is not valid.",
    requestTimeout: "The request took too long to arrive.",
    headersTooLarge: "The request headers are too large.",
    uriTooLong: "The address of the request is too long.",
    invalidIdempotencyKey: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
    idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  },
  /** 429 answers of every rate-limited route: the wait is the one Retry-After announces. */
  rateLimit: {
    tooManyRequests: (retryAfterSeconds: number) =>
      `Too many requests. Please try again in ${waitInWords(retryAfterSeconds)}.`,
  },
  /** Spec §8: the catalogue for a failed call (pricing, recovery); web/lib/api-client.ts applies it. */
  request: {
    network: "Network error. Please try again.",
    serverDefault: "Something went wrong",
    nonJsonError: "Unexpected error occurred.",
    unexpectedFormat: "Unexpected response format.",
  },
  form: {
    required: (label: string) => `${label} is required`,
    invalidEmail: "Please enter a valid email address",
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    invalidCharacters: (label: string) => `${label} contains characters that are not allowed`,
    notText: (label: string) => `${label} must be text`,
    unknownField: "This field is not part of the form.",
    invalidBody: "The request body must be a JSON object.",
    sending: "Sending...",
  },
  demo: {
    success: "Thanks! We'll be in touch shortly to confirm your demo.",
    failed: "We couldn't send your request. Please try again later.",
  },
} as const;

/** 45 → "45 seconds", 600 → "10 minutes", 5400 → "2 hours": rounded up, so nobody retries too early. */
function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [amount, unit] =
    whole < 60
      ? [whole, "second"]
      : whole < 3600
        ? [Math.ceil(whole / 60), "minute"]
        : [Math.ceil(whole / 3600), "hour"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}
