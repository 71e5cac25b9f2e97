import { authLimits, PASSWORD_SPECIAL_CHARACTERS } from "../constants.ts";
import { emailAddress, isWellFormedText, singleLineText } from "../form-fields.ts";
import { messages } from "../messages.ts";
import { z } from "../zod.ts";

/**
 * The account fields' rules (docs/product.md §Validation), as functions that build a field's schema when a form's
 * module asks for it. Nothing is built when this module loads: each account page's form loads only
 * its own schema module (contracts/auth/), and the browser evaluates a few schemas instead of every
 * account schema in one task (the account pages' blocking time, docs/performance.md).
 */

/** How the messages name each field: docs/product.md §Validation writes 'Full name is required', 'Phone number is required'. */
const messageNames = {
  fullName: "Full name",
  email: "Email",
  phoneNumber: "Phone number",
  password: "Password",
} as const;

const HAS_LOWERCASE = /\p{Ll}/u;
const HAS_UPPERCASE = /\p{Lu}/u;
const HAS_DIGIT = /\d/;
const hasSpecialCharacter = (password: string) =>
  [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character));

/** docs/product.md §Validation's composition rule, kept as a product decision (docs/decisions/0007-accounts-and-sessions.md). */
export function meetsPasswordComposition(password: string): boolean {
  return (
    HAS_LOWERCASE.test(password) &&
    HAS_UPPERCASE.test(password) &&
    HAS_DIGIT.test(password) &&
    hasSpecialCharacter(password)
  );
}

/** The address as stored: trimmed and lowercased, so one person has one account (docs/product.md §Security). */
export function normaliseEmail(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/** docs/product.md §Validation: required, and shaped like name@host.tld with a top-level domain of 2+ letters. */
export function accountEmail(invalid: string = messages.form.invalidEmail) {
  return emailAddress(messageNames.email, { invalid }).transform(normaliseEmail);
}

/**
 * For a field's later checks: each runs only while the field has no issue yet, so a field reports
 * one problem at a time. Not `abort: true`, which zod also reads as "skip the form's own checks",
 * and the sign-up form would then keep 'Passwords do not match' back while the password is short.
 */
const whileValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** A password as typed: required, and never trimmed, since every character counts (ASVS 6.2.4). */
export function passwordText() {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? messages.form.required(messageNames.password)
          : messages.form.notText(messageNames.password),
    })
    .min(1, { error: messages.form.required(messageNames.password), ...whileValid })
    .refine(isWellFormedText, {
      error: messages.form.invalidCharacters(messageNames.password),
      ...whileValid,
    });
}

/** A password as typed, at most 128 characters: what sign-in and the current password accept. */
export function boundedPasswordText() {
  return passwordText().max(authLimits.passwordMax, {
    error: messages.form.tooLong(messageNames.password, authLimits.passwordMax),
  });
}

/** A password that meets docs/product.md §Validation: 8 to 128 characters with the composition rule. */
export function policyPassword(compositionMessage: string = messages.auth.passwordComposition) {
  return passwordText()
    .min(authLimits.passwordMin, { error: messages.auth.passwordTooShort, ...whileValid })
    .max(authLimits.passwordMax, {
      error: messages.form.tooLong(messageNames.password, authLimits.passwordMax),
      ...whileValid,
    })
    .refine(meetsPasswordComposition, { error: compositionMessage, ...whileValid });
}

/** Formatting a person may type or a phone input adds: spaces, dashes, dots, brackets. */
const PHONE_FORMATTING = /[\s().-]/g;
const PHONE_DIGITS = new RegExp(`^\\+?\\d{${authLimits.phoneMinDigits},${authLimits.phoneMaxDigits}}$`);

/**
 * docs/product.md §Validation: the phone number, digits only and at most 15 of them, after an optional "+" and any
 * formatting. Stored as "+<digits>". A lone "+" (the input's prefix) counts as empty.
 */
export function phoneNumberField() {
  return singleLineText(messageNames.phoneNumber, authLimits.phoneText)
    .transform((value) => value.replace(PHONE_FORMATTING, ""))
    .refine((value) => value !== "+", { error: messages.form.required(messageNames.phoneNumber) })
    .refine((value) => PHONE_DIGITS.test(value), { error: messages.auth.phoneInvalid, ...whileValid })
    .transform((value) => (value.startsWith("+") ? value : `+${value}`));
}

export function fullNameField() {
  return singleLineText(messageNames.fullName, authLimits.fullName);
}

export function confirmPasswordField() {
  return z.string({ error: messages.auth.confirmRequired }).min(1, { error: messages.auth.confirmRequired });
}

/** docs/product.md §Validation: the confirmation equals the password; checked even while other fields are wrong. */
export const confirmationMatches = [
  (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword,
  {
    error: messages.auth.passwordsMismatch,
    path: ["confirmPassword"] as PropertyKey[],
    when: (payload: { value: unknown }) => {
      const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof value?.password === "string" && Boolean(value?.confirmPassword);
    },
  },
] as const;
