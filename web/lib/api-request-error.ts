/**
 * A failed API call, carrying the catalogue message to show (docs/product.md §Errors) and any field errors. Apart
 * from api-client.ts so that a form can tell its failures apart before the schema library, which
 * the client parses answers with, has loaded (decision 0012).
 */
export class ApiRequestError extends Error {
  override name = "ApiRequestError";
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly fieldErrors: Record<string, string[]> = {},
    /** Whether `message` is the server's own reason, not a catalogue text for what went wrong. */
    readonly fromServer = false,
  ) {
    super(message);
  }
}
