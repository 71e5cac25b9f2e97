import { EMAIL_MAX_LENGTH, HONEYPOT_FIELD } from "./constants.ts";
import {
  emailAddress,
  formBody,
  honeypotField,
  optionalMultiLineText,
  optionalSingleLineText,
  singleLineText,
} from "./form-fields.ts";
import { z } from "./zod.ts";

/**
 * The demo request form (docs/product.md §API and §Deviations: the demo modal's fallback when no SCHEDULER_URL is set).
 * The web form and POST /api/demo-requests both validate with DemoRequestBody, so a rule and its
 * message are written once.
 */

/** Maximum lengths, after trimming; the form's inputs use them as `maxLength`. */
export const demoLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  company: 200,
  preferredTime: 100,
  message: 2000,
} as const;

/** The labels the form shows; the validation messages name the field with the same words. */
export const demoFieldLabels = {
  name: "Name",
  email: "Email",
  company: "Company",
  preferredTime: "Preferred time",
  message: "Message",
} as const;

export const DemoRequestBody = formBody({
  name: singleLineText(demoFieldLabels.name, demoLimits.name),
  email: emailAddress(demoFieldLabels.email),
  company: optionalSingleLineText(demoFieldLabels.company, demoLimits.company),
  preferredTime: optionalSingleLineText(demoFieldLabels.preferredTime, demoLimits.preferredTime),
  message: optionalMultiLineText(demoFieldLabels.message, demoLimits.message),
  [HONEYPOT_FIELD]: honeypotField,
});

/** What the form holds (`z.input`) and what the server receives after parsing (`z.output`). */
export type DemoRequestInput = z.input<typeof DemoRequestBody>;
export type DemoRequestBody = z.output<typeof DemoRequestBody>;

/** 201 answer of POST /api/demo-requests. */
export const DemoRequestCreated = z.object({ id: z.uuid() });
export type DemoRequestCreated = z.infer<typeof DemoRequestCreated>;
