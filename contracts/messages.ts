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
    rateLimited: "Too many requests. Please wait a moment and try again.",
    internal: "Something went wrong on our side. Please try again later.",
    /** 503 while the database cannot be reached (a restart, a failover): the request may be repeated. */
    unavailable: "The service is temporarily unavailable. Please try again in a moment.",
    databaseUnavailable: "The database is unreachable.",
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
    sending: "Sending...",
  },
  demo: {
    success: "Thanks! We'll be in touch shortly to confirm your demo.",
    failed: "We couldn't send your request. Please try again later.",
    notText: (label: string) => `${label} must be text`,
    unknownField: "This field is not part of the form.",
    invalidBody: "The request body must be a JSON object.",
  },
} as const;
