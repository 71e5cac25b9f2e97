/**
 * What the forms' markup needs from the field helpers, without the schema library: a form hydrates
 * before zod loads (decision 0012). contracts/form-fields.ts builds the schemas from these.
 */

/** RFC 5321's practical limit for an address in a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The honeypot: a field a person never sees (web/features/forms/honeypot.tsx renders it off-screen,
 * out of the tab order and hidden from assistive technology), so only a bot fills it. Any text is
 * accepted on purpose: a filled honeypot is answered like a success (201 with an id that is never
 * stored, no mail), so a bot cannot tell it was caught. Not called "website": the partner form has
 * a real website field.
 */
export const HONEYPOT_FIELD = "homepage";
export const HONEYPOT_LABEL = "Homepage";
