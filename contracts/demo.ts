import { z } from "zod";
import { messages } from "./messages.ts";

/**
 * The demo request form (DESIGN §3, §5: the demo modal's fallback when no SCHEDULER_URL is set).
 * The web form and POST /api/demo-requests both validate with DemoRequestBody, so a rule and its
 * message are written once.
 */

/** Maximum lengths, after trimming; the form's inputs use them as `maxLength`. */
export const demoLimits = {
  name: 100,
  /** RFC 5321's practical limit for a forward path. */
  email: 254,
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
  website: "Website",
} as const;

/**
 * The honeypot: a field a person never sees (the form renders it off-screen, `tabIndex={-1}`,
 * `autoComplete="off"`, `aria-hidden`), so only a bot fills it. The schema accepts any text here on
 * purpose: a filled honeypot is answered like a success (201 with an id that is never stored, no
 * mail sent), so a bot cannot tell that it was caught and learns nothing to adapt to.
 */
export const DEMO_HONEYPOT_FIELD = "website";

type Label = (typeof demoFieldLabels)[keyof typeof demoFieldLabels];

/** A text field whose every issue carries one of our messages (STYLE: never a validator's wording). */
function text(label: Label) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? messages.form.required(label) : messages.demo.notText(label),
    })
    .trim();
}

/** Optional text: blank means "not given", so it reaches the server and the database as absent. */
function optionalText(label: Label, max: number) {
  return text(label)
    .max(max, { error: messages.form.tooLong(label, max) })
    .transform((value) => value || undefined)
    .optional();
}

export const DemoRequestBody = z.strictObject(
  {
    name: text(demoFieldLabels.name)
      .min(1, { error: messages.form.required(demoFieldLabels.name) })
      .max(demoLimits.name, { error: messages.form.tooLong(demoFieldLabels.name, demoLimits.name) }),
    email: text(demoFieldLabels.email)
      .min(1, { error: messages.form.required(demoFieldLabels.email) })
      .max(demoLimits.email, { error: messages.form.tooLong(demoFieldLabels.email, demoLimits.email) })
      .pipe(z.email({ error: messages.form.invalidEmail })),
    company: optionalText(demoFieldLabels.company, demoLimits.company),
    preferredTime: optionalText(demoFieldLabels.preferredTime, demoLimits.preferredTime),
    message: optionalText(demoFieldLabels.message, demoLimits.message),
    [DEMO_HONEYPOT_FIELD]: text(demoFieldLabels.website).optional(),
  },
  {
    // Unknown fields are refused (DESIGN §4); a body that is not an object at all gets its own text.
    error: (issue) =>
      issue.code === "unrecognized_keys" ? messages.demo.unknownField : messages.demo.invalidBody,
  },
);
/** What the form holds (`z.input`) and what the server receives after parsing (`z.output`). */
export type DemoRequestInput = z.input<typeof DemoRequestBody>;
export type DemoRequestBody = z.output<typeof DemoRequestBody>;

/** 201 answer of POST /api/demo-requests. */
export const DemoRequestCreated = z.object({ id: z.uuid() });
export type DemoRequestCreated = z.infer<typeof DemoRequestCreated>;
