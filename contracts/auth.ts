import { authLimits } from "./auth-fields.ts";
import {
  emailAddress,
  formBody,
  HONEYPOT_FIELD,
  honeypotField,
  isWellFormedText,
  singleLineText,
} from "./form-fields.ts";
import { messages } from "./messages.ts";
import { z } from "./zod.ts";

/**
 * Accounts (spec §2 Sign up / Sign in / Recovery, §3, §5; DESIGN §3, §4). The forms and the API
 * validate with the schemas below, so every rule and its message is written once. The sign-up and
 * reset forms add a confirmation field on top of the body the server receives.
 */

export { authFieldLabels, authLimits, PASSWORD_SPECIAL_CHARACTERS } from "./auth-fields.ts";

/** How the messages name each field: spec §5 writes 'Full name is required', 'Phone number is required'. */
const messageNames = {
  fullName: "Full name",
  email: "Email",
  phoneNumber: "Phone number",
  password: "Password",
} as const;

const HAS_LOWERCASE = /\p{Ll}/u;
const HAS_UPPERCASE = /\p{Lu}/u;
const HAS_DIGIT = /\d/;
const HAS_SPECIAL = /[@#$%^&+=!]/;

/** Spec §5's composition rule, kept as a product decision (docs/decisions/0007-accounts-and-sessions.md). */
export function meetsPasswordComposition(password: string): boolean {
  return (
    HAS_LOWERCASE.test(password) &&
    HAS_UPPERCASE.test(password) &&
    HAS_DIGIT.test(password) &&
    HAS_SPECIAL.test(password)
  );
}

/** The address as stored: trimmed and lowercased, so one person has one account (DESIGN §4). */
export function normaliseEmail(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/** Spec §5: required, and shaped like name@host.tld with a top-level domain of 2+ letters. */
function accountEmail(invalid: string = messages.form.invalidEmail) {
  return emailAddress(messageNames.email, { invalid }).transform(normaliseEmail);
}

/**
 * For a field's later checks: each runs only while the field has no issue yet, so a field reports
 * one problem at a time. Not `abort: true`, which zod also reads as "skip the form's own checks",
 * and the sign-up form would then keep 'Passwords do not match' back while the password is short.
 */
const whileValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** A password as typed: required, and never trimmed, since every character counts (ASVS 6.2.4). */
function passwordText() {
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

/** A password that meets spec §5: 8 to 128 characters with the composition rule. */
function policyPassword(compositionMessage: string) {
  return passwordText()
    .min(authLimits.passwordMin, { error: messages.auth.passwordTooShort, ...whileValid })
    .max(authLimits.passwordMax, {
      error: messages.form.tooLong(messageNames.password, authLimits.passwordMax),
      ...whileValid,
    })
    .refine(meetsPasswordComposition, { error: compositionMessage, ...whileValid });
}
/** A new password as every form and the admin command check it (spec §5). */
export const newPassword = policyPassword(messages.auth.passwordComposition);

/** Formatting a person may type or a phone input adds: spaces, dashes, dots, brackets. */
const PHONE_FORMATTING = /[\s().-]/g;
const PHONE_DIGITS = new RegExp(`^\\+?\\d{${authLimits.phoneMinDigits},${authLimits.phoneMaxDigits}}$`);

/**
 * Spec §5: the phone number, digits only and at most 15 of them, after an optional "+" and any
 * formatting. Stored as "+<digits>". A lone "+" (the input's prefix) counts as empty.
 */
export const phoneNumberField = singleLineText(messageNames.phoneNumber, authLimits.phoneText)
  .transform((value) => value.replace(PHONE_FORMATTING, ""))
  .refine((value) => value !== "+", { error: messages.form.required(messageNames.phoneNumber) })
  .refine((value) => PHONE_DIGITS.test(value), { error: messages.auth.phoneInvalid, ...whileValid })
  .transform((value) => (value.startsWith("+") ? value : `+${value}`));

const fullNameField = singleLineText(messageNames.fullName, authLimits.fullName);

/** POST /api/users/register (spec §7: fullName, password, phoneNumber, email; plus the honeypot). */
export const RegisterBody = formBody({
  fullName: fullNameField,
  email: accountEmail(),
  phoneNumber: phoneNumberField,
  password: newPassword,
  [HONEYPOT_FIELD]: honeypotField,
});
export type RegisterInput = z.input<typeof RegisterBody>;
export type RegisterBody = z.output<typeof RegisterBody>;

const confirmPasswordField = z
  .string({ error: messages.auth.confirmRequired })
  .min(1, { error: messages.auth.confirmRequired });

/** Spec §5: the confirmation equals the password; checked even while other fields are wrong. */
const confirmationMatches = [
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

/** The sign-up form: the register body plus the confirmation, which never leaves the browser. */
export const RegisterForm = z
  .object({
    fullName: fullNameField,
    email: accountEmail(),
    phoneNumber: phoneNumberField,
    password: newPassword,
    confirmPassword: confirmPasswordField,
    [HONEYPOT_FIELD]: honeypotField,
  })
  .refine(...confirmationMatches);
export type RegisterFormInput = z.input<typeof RegisterForm>;
export type RegisterFormValues = z.output<typeof RegisterForm>;

/** Session tokens as login and register return them (DESIGN §3); adminToken is "" for customers. */
export const SessionTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  adminToken: z.string(),
});
export type SessionTokens = z.infer<typeof SessionTokens>;

/** 201 answer of POST /api/users/register. */
export const Registered = SessionTokens.extend({ id: z.uuid(), email: z.string() });
export type Registered = z.infer<typeof Registered>;

/**
 * POST /api/auth/login (spec §7: login, password). The server checks presence and length only: a
 * wrong password of any shape is the same generic 401, so the answer reveals nothing (the form
 * still applies spec §5's rules before sending).
 */
export const LoginBody = formBody({
  login: emailAddress(messageNames.email, { invalid: messages.auth.loginInvalidEmail }).transform(
    normaliseEmail,
  ),
  password: passwordText().max(authLimits.passwordMax, {
    error: messages.form.tooLong(messageNames.password, authLimits.passwordMax),
  }),
});
export type LoginBody = z.output<typeof LoginBody>;

/** The sign-in form (spec §5, Login), with its own wording of the rules. */
export const LoginForm = z.object({
  email: accountEmail(messages.auth.loginInvalidEmail),
  password: policyPassword(messages.auth.loginPasswordComposition),
});
export type LoginFormInput = z.input<typeof LoginForm>;
export type LoginFormValues = z.output<typeof LoginForm>;

/** 200 answer of POST /api/auth/login. */
export const LoggedIn = SessionTokens.extend({ email: z.string() });
export type LoggedIn = z.infer<typeof LoggedIn>;

/** POST /api/auth/refresh and /logout: the refresh cookie, or the token in the body (API clients). */
export const RefreshBody = formBody({
  refreshToken: z
    .string({ error: messages.form.notText("Refresh token") })
    .min(1)
    .max(200)
    .optional(),
}).nullish();
/** A cookie refresh answers without tokens in the body (DESIGN §4); a body refresh with the set. */
export const Refreshed = z.object({
  email: z.string(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  adminToken: z.string().optional(),
});
export type Refreshed = z.infer<typeof Refreshed>;

/** POST /api/users/recoveryEmail (and the spec's GET /api/users/recoveryEmail/{email}). */
export const RecoveryBody = formBody({ email: accountEmail() });
export type RecoveryInput = z.input<typeof RecoveryBody>;
export type RecoveryBody = z.output<typeof RecoveryBody>;
export const RecoveryParams = z.object({ email: accountEmail() });

/** The answer of calls that only confirm (recovery, reset). */
export const AuthNotice = z.object({ message: z.string() });
export type AuthNotice = z.infer<typeof AuthNotice>;

/** POST /api/users/resetPassword: the token from the mailed link and the new password. */
export const ResetPasswordBody = formBody({
  token: z
    .string({ error: messages.auth.resetTokenInvalid })
    .min(1, { error: messages.auth.resetTokenInvalid })
    .max(authLimits.resetToken * 2, { error: messages.auth.resetTokenInvalid }),
  password: newPassword,
});
export type ResetPasswordBody = z.output<typeof ResetPasswordBody>;

/** The reset form: the new password twice, with the sign-up rules. */
export const ResetPasswordForm = z
  .object({ password: newPassword, confirmPassword: confirmPasswordField })
  .refine(...confirmationMatches);
export type ResetPasswordFormInput = z.input<typeof ResetPasswordForm>;
export type ResetPasswordFormValues = z.output<typeof ResetPasswordForm>;

/** POST /api/users/verifyEmail: the token from the mailed verification link (decision 0007). */
export const VerifyEmailBody = formBody({
  token: z
    .string({ error: messages.account.verificationLinkInvalid })
    .min(1, { error: messages.account.verificationLinkInvalid })
    .max(authLimits.resetToken * 2, { error: messages.account.verificationLinkInvalid }),
});
export type VerifyEmailBody = z.output<typeof VerifyEmailBody>;

export const UserRole = z.enum(["customer", "admin"]);
export type UserRole = z.infer<typeof UserRole>;

/** GET /api/users/me (DESIGN §3, §5): the profile, the trial's end and the widget key. */
export const Profile = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: UserRole,
  createdAt: z.iso.datetime(),
  trialEndsAt: z.iso.datetime(),
  widgetKey: z.string(),
  /** False until the owner follows the mailed link: the widget stays off customer sites (decision 0007). */
  emailVerified: z.boolean(),
});
export type Profile = z.infer<typeof Profile>;

/** PATCH /api/users/me: the details a customer edits in the portal (the address stays: it signs in). */
export const ProfileUpdateBody = formBody({ fullName: fullNameField, phoneNumber: phoneNumberField });
export type ProfileUpdateInput = z.input<typeof ProfileUpdateBody>;
export type ProfileUpdateBody = z.output<typeof ProfileUpdateBody>;

export const currentPasswordField = passwordText().max(authLimits.passwordMax, {
  error: messages.form.tooLong(messageNames.password, authLimits.passwordMax),
});

/** POST /api/users/me/password: the current password, and the new one with the sign-up rules. */
export const ChangePasswordBody = formBody({ currentPassword: currentPasswordField, password: newPassword });
export type ChangePasswordBody = z.output<typeof ChangePasswordBody>;

/** The change-password form: the body plus the confirmation, which never leaves the browser. */
export const ChangePasswordForm = z
  .object({
    currentPassword: currentPasswordField,
    password: newPassword,
    confirmPassword: confirmPasswordField,
  })
  .refine(...confirmationMatches);
export type ChangePasswordFormInput = z.input<typeof ChangePasswordForm>;
export type ChangePasswordFormValues = z.output<typeof ChangePasswordForm>;
