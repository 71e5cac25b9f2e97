import { CONTACT_NAME_PART_MAX, contactLimits, HONEYPOT_FIELD } from "./constants.ts";
import { emailAddress, formBody, honeypotField, multiLineText, singleLineText } from "./form-fields.ts";
import { contactFieldLabels } from "./messages.ts";
import { z } from "./zod.ts";

/**
 * The home page's contact form (docs/product.md §Routes, §Data, §Validation and §API) and POST /api/feedbacks/add (docs/product.md §API). The
 * visitor types a first and a last name; the API receives them joined as `name`. Its limits are in
 * constants.ts, its labels and toasts in messages.ts.
 */

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
 * body on submit: `name` is the first and last name joined by a space (docs/product.md §Data).
 */
export const ContactForm = formBody({
  firstName: singleLineText(contactFieldLabels.firstName, CONTACT_NAME_PART_MAX),
  lastName: singleLineText(contactFieldLabels.lastName, CONTACT_NAME_PART_MAX),
  email: emailAddress(contactFieldLabels.email),
  company: singleLineText(contactFieldLabels.company, contactLimits.company),
  message: multiLineText(contactFieldLabels.message, contactLimits.message),
  [HONEYPOT_FIELD]: honeypotField,
}).transform(
  ({ firstName, lastName, email, company, message, [HONEYPOT_FIELD]: honeypot }): ContactMessageBody => ({
    name: `${firstName} ${lastName}`,
    email,
    company,
    message,
    // Sent only when filled (by a bot), so a person's request carries exactly docs/product.md's four fields.
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  }),
);
export type ContactFormInput = z.input<typeof ContactForm>;

/** 201 answer of POST /api/feedbacks/add. */
export const ContactMessageCreated = z.object({ id: z.uuid() });
export type ContactMessageCreated = z.infer<typeof ContactMessageCreated>;

/**
 * What the contact form reads of that answer: nothing. docs/product.md §API: "Success is HTTP 201", whatever the
 * body says, so an API in front of ours that answers 201 with another body is a success too.
 */
export const ContactSendAnswer = z.unknown();
