/**
 * Our own assistant ("Try it live" on the home page, docs/widget.md): the Avatalk widget on our
 * own site. What the page needs is here; its knowledge base (made of this site's copy) is in
 * content/site-assistant-knowledge.ts, which the server reads and the page never loads.
 */

/** The public key of our own widget; the home page embeds it. */
export const SITE_ASSISTANT_KEY = "wk_avatalk-site-assistant";
/** The account that owns it: it has no usable password and never signs in. */
export const SITE_ASSISTANT_EMAIL = "site-assistant@avatalk.invalid";

/** The home page's button that opens our assistant (docs/widget.md: "Try it live"). */
export const tryItLiveCopy = {
  button: "Try it live",
  hint: "Ask our own assistant about plans, setup or languages.",
  loading: "Starting the assistant...",
  failed: "The assistant could not start. Please try again later.",
} as const;
