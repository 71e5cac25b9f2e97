import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  emailAddress,
  formBody,
  HONEYPOT_FIELD,
  honeypotField,
  multiLineText,
  singleLineText,
} from "./form-fields.ts";

/**
 * The home page's contact form (spec §2, §3, §5, §7) and POST /api/feedbacks/add (DESIGN §3). The
 * visitor types a first and a last name; the API receives them joined as `name`.
 */

/** Maximum lengths, after trimming (DESIGN §4: bounded, beyond the spec's browser-level rules). */
export const contactLimits = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  company: 200,
  message: 5000,
} as const;

/** Each half of the name, so that "First Last" always fits the API's `name`. */
export const CONTACT_NAME_PART_MAX = Math.floor((contactLimits.name - 1) / 2);

/** The labels the form shows (spec §2); the validation messages name the field with the same words. */
export const contactFieldLabels = {
  firstName: "First name",
  lastName: "Last name",
  name: "Name",
  email: "Email",
  company: "Company",
  message: "Message",
} as const;

/** What POST /api/feedbacks/add accepts: exactly these fields (the honeypot is optional). */
export const ContactMessageBody = formBody({
  name: singleLineText(contactFieldLabels.name, contactLimits.name),
  email: emailAddress(contactFieldLabels.email),
  company: singleLineText(contactFieldLabels.company, contactLimits.company),
  message: multiLineText(contactFieldLabels.message, contactLimits.message),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ContactMessageBody = z.output<typeof ContactMessageBody>;

/**
 * The form's own fields, validated in the browser with the same helpers, and turned into the API's
 * body on submit: `name` is the first and last name joined by a space (spec §3).
 */
export const ContactForm = formBody({
  firstName: singleLineText(contactFieldLabels.firstName, CONTACT_NAME_PART_MAX),
  lastName: singleLineText(contactFieldLabels.lastName, CONTACT_NAME_PART_MAX),
  email: emailAddress(contactFieldLabels.email),
  company: singleLineText(contactFieldLabels.company, contactLimits.company),
  message: multiLineText(contactFieldLabels.message, contactLimits.message),
  [HONEYPOT_FIELD]: honeypotField,
}).transform(
  ({ firstName, lastName, ...rest }): ContactMessageBody => ({ name: `${firstName} ${lastName}`, ...rest }),
);
export type ContactFormInput = z.input<typeof ContactForm>;

/** 201 answer of POST /api/feedbacks/add. */
export const ContactMessageCreated = z.object({ id: z.uuid() });
export type ContactMessageCreated = z.infer<typeof ContactMessageCreated>;
