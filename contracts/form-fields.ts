import { EMAIL_MAX_LENGTH } from "./constants.ts";
import { HONEYPOT_LABEL, messages } from "./messages.ts";
import { z } from "./zod.ts";

/**
 * The field helpers every form contract is built from (contact, demo, partner, accounts), so a rule
 * about what text we accept is written once. Each issue carries one of our messages, named after the
 * field's visible label (docs/product.md §Conventions: never a validator's own wording).
 */

/**
 * Code points no visitor types into a form, refused rather than stripped so nothing is stored that
 * the visitor did not see: C0 and C1 controls (NUL breaks PostgreSQL's text type; CR and LF forge
 * lines in a plain-text mail), DEL, the Unicode line and paragraph separators (they end a line in
 * JavaScript and in some mail clients), and the bidirectional embeddings, overrides and isolates
 * (a "Trojan Source" name reads reversed in the sales inbox), and half of a UTF-16 surrogate pair
 * (JSON can write one, UTF-8 cannot store it: it would be saved as U+FFFD). Multi-line text keeps tab
 * and line breaks.
 */
export function hasForbiddenCharacters(text: string, kind: "single-line" | "multi-line"): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (kind === "multi-line" && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
    const separator = code === 0x2028 || code === 0x2029;
    const bidiControl = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    if (control || separator || bidiControl || isLoneSurrogate(code)) return true;
  }
  return false;
}

/** Iterating a string by code point, a surrogate is only ever seen alone. */
const isLoneSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/** Text UTF-8 can store as it is: no half of a surrogate pair (a password is otherwise taken as typed). */
export function isWellFormedText(text: string): boolean {
  for (const character of text) if (isLoneSurrogate(character.codePointAt(0) ?? 0)) return false;
  return true;
}

/** A string, trimmed; a missing value is "required" and a non-string "must be text". */
function text(label: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? messages.form.required(label) : messages.form.notText(label),
    })
    .trim();
}

/**
 * For the length checks of a text: zod runs a length check on anything that has a length, so an
 * array sent for a text field was "must be text" and "required" at once. These run on text only.
 */
const onText = { when: (payload: { value: unknown }) => typeof payload.value === "string" };

function boundedText(label: string, max: number, kind: "single-line" | "multi-line") {
  return text(label)
    .max(max, { error: messages.form.tooLong(label, max), ...onText })
    .refine((value) => !hasForbiddenCharacters(value, kind), {
      error: messages.form.invalidCharacters(label),
    });
}

/** A required one-line text (a name, a company). */
export function singleLineText(label: string, max: number) {
  return boundedText(label, max, "single-line").min(1, { error: messages.form.required(label), ...onText });
}

/** An optional one-line text: blank means "not given", so it reaches the server as absent. */
export function optionalSingleLineText(label: string, max: number) {
  return boundedText(label, max, "single-line")
    .transform((value) => value || undefined)
    .optional();
}

/** Line breaks are stored as LF whatever the visitor's platform sent. */
const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");

/** A required text of several lines (a message). */
export function multiLineText(label: string, max: number) {
  return boundedText(label, max, "multi-line")
    .min(1, { error: messages.form.required(label), ...onText })
    .transform(normaliseLineBreaks);
}

/** An optional text of several lines. */
export function optionalMultiLineText(label: string, max: number) {
  return boundedText(label, max, "multi-line")
    .transform((value) => (value ? normaliseLineBreaks(value) : undefined))
    .optional();
}

/**
 * A required e-mail address. `invalid` lets a screen use its own spec wording (the sign-in form's
 * message differs from the sign-up form's). zod's pattern wants a top-level domain of 2+ letters.
 */
export function emailAddress(label: string, { invalid }: { invalid?: string } = {}) {
  return text(label)
    .min(1, { error: messages.form.required(label), ...onText })
    .max(EMAIL_MAX_LENGTH, { error: messages.form.tooLong(label, EMAIL_MAX_LENGTH), ...onText })
    .pipe(z.email({ error: invalid ?? messages.form.invalidEmail }));
}

export const honeypotField = text(HONEYPOT_LABEL).optional();

/**
 * A form body: unknown fields are refused (docs/product.md §Security), and a body that is not an object at all gets
 * its own message.
 */
export function formBody<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? messages.form.unknownField : messages.form.invalidBody,
  });
}
