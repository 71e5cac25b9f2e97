/**
 * Errors that mean "the database cannot be reached right now" (a restart, a failover, a network
 * blip), as opposed to a bug in a query. Callers answer them 503 and try again later; the pool
 * reconnects by itself once the database is back.
 */

/** Socket errors from the driver while connecting or talking to the server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01 admin shutdown,
 * 57P02 crash shutdown, 57P03 cannot connect now (starting up or recovering), 53300 too many
 * connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres reports these without a code. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  // The pool's wait for a connection, and a client's own connect timeout.
  "timeout exceeded when trying to connect",
  "timeout expired",
  "Client has encountered a connection error and is not queryable",
  "Query read timeout",
];

/** True when the error, or one it wraps (Drizzle wraps the driver's in `cause`), is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of causeChain(error)) {
    const code = (candidate as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    const message = candidate instanceof Error ? candidate.message : "";
    if (DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
    // Several addresses tried at once (localhost as ::1 and 127.0.0.1): Node reports all of them.
    if (candidate instanceof AggregateError && candidate.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** The error and the ones it wraps, outermost first (bounded: a cycle must not hang a request). */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && typeof current === "object" && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * True when the request's own body stopped because its client went away: Node reports that as an
 * ECONNRESET "aborted" error, the same code as a lost database, so the request decides, not the code.
 */
export function isClientAbort(error: unknown, request: { readableAborted: boolean }): boolean {
  if (!request.readableAborted) return false;
  return causeChain(error).some((candidate) => {
    const code = (candidate as { code?: unknown }).code;
    return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || code === "ABORT_ERR";
  });
}
