/**
 * The `Idempotency-Key` request header of the public forms (docs/reliability.md): the web client
 * sends one per submission and keeps it while it retries the same values, so the server stores a
 * submission once even when an answer was lost on the way back.
 */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";

/** 1 to 255 visible ASCII characters: room for a UUID or any client's own scheme, nothing else. */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{1,255}$/.test(key);
}
