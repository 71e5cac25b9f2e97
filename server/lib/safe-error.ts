/**
 * How errors reach the log (docs/product.md §Security: no personal data in logs). A failed database query carries
 * the visitor's input: Drizzle puts the query's parameters in its message (`Failed query: …
 * params: Ada,ada@example.com`) and in `params`, and PostgreSQL's `detail` and `where` quote values
 * ("Key (email)=(ada@example.com) already exists"). The serialized error keeps the SQL text, codes
 * and stack, and drops those values, at every level of `cause`.
 */

/** Properties that can hold the values of a query. */
const VALUE_BEARING_KEYS = new Set(["params", "parameters", "detail", "where"]);

/** Drizzle's message ends with "\nparams: …"; only the part before it is kept. */
function withoutParams(message: string): string {
  const cut = message.indexOf("\nparams:");
  return cut === -1 ? message : message.slice(0, cut);
}

export type SafeError = { type: string; message: string; stack: string; [key: string]: unknown };

/** A plain, loggable copy of an error without the values of the query that failed. */
export function safeError(error: Error): SafeError {
  // pino hands over whatever was logged as `err`; only real errors are rewritten.
  return error instanceof Error ? safeCopy(error, 0) : (error as SafeError);
}

function safeCopy(error: Error, depth: number): SafeError {
  const message = withoutParams(error.message);
  const safe: SafeError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? "").replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_BEARING_KEYS.has(key) || key === "cause" || key in safe) continue;
    safe[key] = value;
  }
  // Causes nest rarely and shallowly; the bound guards against a cycle.
  if (error.cause instanceof Error && depth < 5) safe.cause = safeCopy(error.cause, depth + 1);
  else if (error.cause !== undefined) safe.cause = "[cause not logged]";
  return safe;
}
