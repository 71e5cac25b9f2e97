import { z } from "zod";
import { ApiError } from "#contracts/api-error.ts";

const answer = (description: string) => ApiError.describe(description);

/**
 * The error answers of the API, each with what it means, for route response schemas and the
 * OpenAPI document (/api/docs). All share the one shape `{ message, fieldErrors? }`.
 */
export const errorResponses = {
  400: answer("The body is not valid JSON, or a field is invalid: `fieldErrors` names each one."),
  401: answer("Not signed in: no token, or an expired, revoked or tampered one."),
  403: answer(
    "A browser request from an origin other than the site (PUBLIC_URL) or the app (APP_URL); for the widget, from a site its key does not allow.",
  ),
  404: answer("There is no such entry."),
  409: answer(
    "It conflicts with what is stored: the address already has an account, no more clips fit, the last administrator cannot be deleted, or the data export is not ready yet.",
  ),
  410: answer(
    "The link has expired or was already used: ask for a new one; a widget clip, the account was deleted while it arrived.",
  ),
  413: answer("The body is larger than 64 KiB (a widget clip: 500 MB)."),
  415: answer(
    "The body is not JSON (send Content-Type: application/json); a widget clip, not a video we can read.",
  ),
  /** The admin routes' 403. */
  adminOnly: answer(
    "Signed in, but not as an administrator (or, on a write, a browser request from a foreign origin).",
  ),
  422: answer(
    "The Idempotency-Key was already used with a different body; a widget clip, a video we refuse (too long, no picture, or cut short).",
  ),
  429: answer("Too many requests from this address: Retry-After says how many seconds to wait."),
  500: answer("Something failed on our side; the message says nothing about it."),
  503: answer("The database cannot be reached right now (a restart, a failover); try again shortly."),
} as const;

type ErrorStatus = keyof typeof errorResponses;

/** The named error answers, for a route's response schema. */
export function errorsFor<const Status extends ErrorStatus>(
  ...statuses: Status[]
): Pick<typeof errorResponses, Status> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponses[status]])) as Pick<
    typeof errorResponses,
    Status
  >;
}

/** Every route may fail on our side. */
export const READ_ERRORS = { 500: errorResponses[500] } as const;

/** What any JSON write can be refused with before its handler runs, or fail with while it runs. */
export const WRITE_ERRORS = {
  400: errorResponses[400],
  403: errorResponses[403],
  413: errorResponses[413],
  415: errorResponses[415],
  500: errorResponses[500],
  503: errorResponses[503],
} as const;

/** The public forms (contact, demo, partner): a JSON write, once per Idempotency-Key, rate-limited. */
export const FORM_ERRORS = { ...WRITE_ERRORS, ...errorsFor(422, 429) } as const;

/** Signing in and the account's own calls: a JSON body, a session, rate limits. */
export const ACCOUNT_ERRORS = errorsFor(400, 401, 403, 413, 415, 429);

/** The widget's calls, the customer's (signed in) and the frame's (by key and allowed site). */
export const WIDGET_ERRORS = errorsFor(400, 401, 403, 404, 409, 413, 415, 429);

/** The customer's clips: a widget call that may also meet a refused video or no media pipeline. */
export const MEDIA_ERRORS = { ...WIDGET_ERRORS, ...errorsFor(422, 503) } as const;

/** A 304 has no body: the client's copy (named by If-None-Match) is current. */
export const notModified = z.null().describe("Not modified: the ETag sent in If-None-Match is current.");
