/**
 * What the forms' markup needs from the field helpers, apart from them (form-fields.ts, which builds
 * the schemas from these and re-exports them) for a reason that still holds: a form island renders
 * its honeypot and limits before zod loads on the visitor's first focus (decision 0012), and the
 * widget's panel, which carries no full zod (contracts/widget/frame.ts), reads EMAIL_MAX_LENGTH.
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
