/**
 * The contact form's labels and limits, apart from its schemas (contact.ts, which builds them from
 * these and re-exports them) for one reason that still holds: the home page's contact island
 * (web/site/islands/contact-form.tsx, hydrated on approach) renders the form with these, and loads
 * the schemas, and zod with them, only when the visitor first focuses it. Measured on 2026-12-02
 * with the island importing contact.ts instead: zod came with it, and the home page went from 107.6
 * to 130.6 KiB brotli with every island, against its 108 KiB budget (bench/page-weight.ts).
 */

/** Maximum lengths, after trimming (docs/product.md §Security: bounded, beyond docs/product.md's browser-level rules). */
export const contactLimits = {
  name: 200,
  /** RFC 5321's limit, as EMAIL_MAX_LENGTH in form-fields.ts (a test keeps them equal). */
  email: 254,
  company: 200,
  message: 5000,
} as const;

/** Each half of the name, so that "First Last" always fits the API's `name`. */
export const CONTACT_NAME_PART_MAX = Math.floor((contactLimits.name - 1) / 2);

/** The labels the form shows (docs/product.md §Routes); the validation messages name the field with the same words. */
export const contactFieldLabels = {
  firstName: "First name",
  lastName: "Last name",
  name: "Name",
  email: "Email",
  company: "Company",
  message: "Message",
} as const;

/** The form's visible fields, in order. */
export const CONTACT_FORM_FIELDS = ["firstName", "lastName", "email", "company", "message"] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];
