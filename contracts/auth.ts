import { z } from "zod";
import { PASSWORD_MIN_LENGTH, PHONE_MAX_DIGITS } from "./constants.ts";
import { messages } from "./messages.ts";

/**
 * Accounts (spec §2 Sign up / Sign in / Recovery, §3, §5; DESIGN §3, §4). The forms and the API
 * validate with the schemas below, so every rule and its message is written once. The register and
 * reset forms add a confirmation field on top of the body the server receives.
 */

/** Limits shared by the schemas and the inputs' `maxLength`. */
export const authLimits = {
  fullName: 100,
  /** RFC 5321's practical limit for a forward path. */
  email: 254,
  /** DESIGN §4 (ASVS 6.2.9): long passphrases are welcome, but hashing stays bounded. */
  passwordMax: 128,
  passwordMin: PASSWORD_MIN_LENGTH,
  /** E.164: at most 15 digits including the country code (spec §5). */
  phoneMaxDigits: PHONE_MAX_DIGITS,
  /** The shortest numbers in use (country code included) have 7 digits. */
  phoneMinDigits: 7,
  /** A phone field's text with its formatting: "+1 (702) 123-4567". */
  phoneText: 32,
  /** A reset token: 32 random bytes, base64url. */
  resetToken: 43,
} as const;

/** Spec §5: the special characters a password must include one of. */
export const PASSWORD_SPECIAL_CHARACTERS = "@#$%^&+=!";

/** The labels the forms show. */
export const authFieldLabels = {
  fullName: "Full Name",
  email: "Email",
  phoneNumber: "Phone Number",
  password: "Password",
  confirmPassword: "Confirm Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
} as const;

// Characters no person types into a name or an address: C0/C1 controls, line and paragraph
// separators, and the bidi overrides that can make text display differently from what it is.
const INVISIBLE_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
/** Spec §5: something@host.tld, with a top-level domain of two or more letters. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;
const HAS_LOWERCASE = /\p{Ll}/u;
const HAS_UPPERCASE = /\p{Lu}/u;
const HAS_DIGIT = /\d/;
const HAS_SPECIAL = /[@#$%^&+=!]/;

/** Spec §5's composition rule (kept as a product decision: docs/decisions/0005-accounts-and-sessions.md). */
export function meetsPasswordComposition(password: string): boolean {
  return (
    HAS_LOWERCASE.test(password) &&
    HAS_UPPERCASE.test(password) &&
    HAS_DIGIT.test(password) &&
    HAS_SPECIAL.test(password)
  );
}

/** A string whose every issue (missing, wrong type) carries our message. */
function requiredString(requiredMessage: string) {
  return z.string({ error: requiredMessage });
}

/** The address as stored: trimmed and lowercased, so one person has one account (DESIGN §4). */
export function normaliseEmail(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

function emailField(invalidMessage: string) {
  return requiredString(messages.auth.emailRequired)
    .trim()
    .min(1, { error: messages.auth.emailRequired, abort: true })
    .max(authLimits.email, { error: messages.auth.emailTooLong, abort: true })
    .refine((value) => EMAIL_SHAPE.test(value) && !INVISIBLE_OR_CONTROL.test(value), {
      error: invalidMessage,
      abort: true,
    })
    .transform(normaliseEmail);
}

/**
 * A new password (sign up, reset): required, 8 to 128 characters, spec §5's composition. Never
 * trimmed: every character counts (ASVS 6.2.4).
 */
const newPassword = requiredString(messages.auth.passwordRequired)
  .min(1, { error: messages.auth.passwordRequired, abort: true })
  .min(authLimits.passwordMin, { error: messages.auth.passwordTooShort, abort: true })
  .max(authLimits.passwordMax, { error: messages.auth.passwordTooLong, abort: true })
  .refine(meetsPasswordComposition, { error: messages.auth.passwordComposition });

/** Formatting a person may type or a phone input adds: spaces, dashes, dots, brackets. */
const PHONE_FORMATTING = /[\s().-]/g;

/**
 * Spec §5: the phone number, digits only and at most 15 of them, with an optional leading "+".
 * Stored as "+<digits>".
 */
export const phoneNumberField = requiredString(messages.auth.phoneRequired)
  .trim()
  .min(1, { error: messages.auth.phoneRequired, abort: true })
  .max(authLimits.phoneText, { error: messages.auth.phoneInvalid, abort: true })
  .transform((value) => value.replace(PHONE_FORMATTING, ""))
  .refine((value) => value !== "+", { error: messages.auth.phoneRequired, abort: true })
  .refine(
    (value) => new RegExp(`^\\+?\\d{${authLimits.phoneMinDigits},${authLimits.phoneMaxDigits}}$`).test(value),
    { error: messages.auth.phoneInvalid, abort: true },
  )
  .transform((value) => (value.startsWith("+") ? value : `+${value}`));

const fullNameField = requiredString(messages.auth.fullNameRequired)
  .trim()
  .min(1, { error: messages.auth.fullNameRequired, abort: true })
  .max(authLimits.fullName, { error: messages.auth.fullNameTooLong, abort: true })
  .refine((value) => !INVISIBLE_OR_CONTROL.test(value), { error: messages.auth.fullNameInvalid });

/** Unknown fields are refused (DESIGN §4); a body that is not an object gets its own text. */
const strictBody = {
  error: (issue: { code?: string }) =>
    issue.code === "unrecognized_keys" ? messages.auth.unknownField : messages.auth.invalidBody,
};

/** POST /api/users/register (spec §7: fullName, password, phoneNumber, email). */
export const RegisterBody = z.strictObject(
  {
    fullName: fullNameField,
    email: emailField(messages.auth.invalidEmail),
    phoneNumber: phoneNumberField,
    password: newPassword,
  },
  strictBody,
);
export type RegisterBody = z.output<typeof RegisterBody>;

/** A confirmation must be given and equal the password (spec §5); checked even when other fields fail. */
function confirmationOf<T extends { password: string; confirmPassword: string }>() {
  return {
    check: (value: T) => value.password === value.confirmPassword,
    options: {
      error: messages.auth.passwordsMismatch,
      path: ["confirmPassword"],
      when: (payload: { value: unknown }) => {
        const value = payload.value as Partial<T> | undefined;
        return typeof value?.password === "string" && typeof value?.confirmPassword === "string";
      },
    },
  };
}

const confirmPasswordField = requiredString(messages.auth.confirmRequired).min(1, {
  error: messages.auth.confirmRequired,
});

/** The sign-up form: the register body plus the confirmation, which never leaves the browser. */
const registerConfirmation = confirmationOf<{ password: string; confirmPassword: string }>();
export const RegisterForm = z
  .object({
    fullName: fullNameField,
    email: emailField(messages.auth.invalidEmail),
    phoneNumber: phoneNumberField,
    password: newPassword,
    confirmPassword: confirmPasswordField,
  })
  .refine(registerConfirmation.check, registerConfirmation.options);
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
 * POST /api/auth/login (spec §7: login, password). The server checks only presence and length:
 * a wrong password of any shape is the same generic 401, so nothing about accounts or the password
 * policy is revealed (the form still applies spec §5's rules before sending).
 */
export const LoginBody = z.strictObject(
  {
    login: requiredString(messages.auth.emailRequired)
      .trim()
      .min(1, { error: messages.auth.emailRequired, abort: true })
      .max(authLimits.email, { error: messages.auth.emailTooLong })
      .transform(normaliseEmail),
    password: requiredString(messages.auth.passwordRequired)
      .min(1, { error: messages.auth.passwordRequired, abort: true })
      .max(authLimits.passwordMax, { error: messages.auth.passwordTooLong }),
  },
  strictBody,
);
export type LoginBody = z.output<typeof LoginBody>;

/** The sign-in form (spec §5, Login): its own messages, stricter than the server's check. */
export const LoginForm = z.object({
  email: emailField(messages.auth.loginInvalidEmail),
  password: requiredString(messages.auth.passwordRequired)
    .min(1, { error: messages.auth.passwordRequired, abort: true })
    .min(authLimits.passwordMin, { error: messages.auth.passwordTooShort, abort: true })
    .max(authLimits.passwordMax, { error: messages.auth.passwordTooLong, abort: true })
    .refine(meetsPasswordComposition, { error: messages.auth.loginPasswordComposition }),
});
export type LoginFormInput = z.input<typeof LoginForm>;
export type LoginFormValues = z.output<typeof LoginForm>;

/** 200 answer of POST /api/auth/login. */
export const LoggedIn = SessionTokens.extend({ email: z.string() });
export type LoggedIn = z.infer<typeof LoggedIn>;

/** POST /api/auth/refresh: the refresh cookie, or the token in the body for API clients. */
export const RefreshBody = z
  .strictObject({ refreshToken: z.string().min(1).max(200).optional() }, strictBody)
  .optional();
/** A cookie refresh answers without tokens in the body (DESIGN §4); a body refresh with the pair. */
export const Refreshed = z.object({
  email: z.string(),
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
  adminToken: z.string().optional(),
});
export type Refreshed = z.infer<typeof Refreshed>;

/** GET /api/users/recoveryEmail/{email} and POST /api/users/recoveryEmail. */
export const RecoveryBody = z.strictObject({ email: emailField(messages.auth.invalidEmail) }, strictBody);
export type RecoveryBody = z.output<typeof RecoveryBody>;
export const RecoveryParams = z.object({ email: emailField(messages.auth.invalidEmail) });
/** The recovery form (spec §2: one Email field). */
export const RecoveryForm = z.object({ email: emailField(messages.auth.invalidEmail) });
export type RecoveryFormInput = z.input<typeof RecoveryForm>;

/** The answer of the recovery, reset and other calls that only confirm. */
export const AuthNotice = z.object({ message: z.string() });
export type AuthNotice = z.infer<typeof AuthNotice>;

const resetTokenField = requiredString(messages.auth.resetTokenInvalid)
  .min(1, { error: messages.auth.resetTokenInvalid })
  .max(authLimits.resetToken * 2, { error: messages.auth.resetTokenInvalid });

/** POST /api/users/resetPassword. */
export const ResetPasswordBody = z.strictObject(
  { token: resetTokenField, password: newPassword },
  strictBody,
);
export type ResetPasswordBody = z.output<typeof ResetPasswordBody>;

/** The reset form: the new password twice, with the sign-up rules. */
const resetConfirmation = confirmationOf<{ password: string; confirmPassword: string }>();
export const ResetPasswordForm = z
  .object({ password: newPassword, confirmPassword: confirmPasswordField })
  .refine(resetConfirmation.check, resetConfirmation.options);
export type ResetPasswordFormInput = z.input<typeof ResetPasswordForm>;

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
});
export type Profile = z.infer<typeof Profile>;
