import {
  accountEmail,
  boundedPasswordText,
  confirmationMatches,
  confirmPasswordField,
  fullNameField,
  phoneNumberField,
  policyPassword,
} from "./auth/fields.ts";
import { authLimits, HONEYPOT_FIELD } from "./constants.ts";
import { formBody, honeypotField } from "./form-fields.ts";
import { messages } from "./messages.ts";
import { timeZoneField } from "./time-zone.ts";
import { z } from "./zod.ts";

/**
 * Accounts (docs/product.md §Routes Sign up / Sign in / Recovery, §Data, §Validation; docs/product.md §API and §Security). The forms and the API
 * validate with the schemas below, so every rule and its message is written once. The sign-up and
 * reset forms add a confirmation field on top of the body the server receives. Each account page's
 * form loads only its own module of contracts/auth/ (the rules are in contracts/auth/fields.ts);
 * everything else imports them from here.
 */

export { meetsPasswordComposition, normaliseEmail } from "./auth/fields.ts";
export * from "./auth/recovery.ts";
export * from "./auth/replies.ts";
export * from "./auth/reset-password.ts";
export * from "./auth/sign-in.ts";
export * from "./auth/sign-up.ts";

/** A new password as every form and the admin command check it (docs/product.md §Validation). */
export const newPassword = policyPassword();

/** POST /api/users/register (docs/product.md §API: fullName, password, phoneNumber, email; plus the honeypot). */
export const RegisterBody = formBody({
  fullName: fullNameField(),
  email: accountEmail(),
  phoneNumber: phoneNumberField(),
  password: newPassword,
  [HONEYPOT_FIELD]: honeypotField,
});
export type RegisterInput = z.input<typeof RegisterBody>;
export type RegisterBody = z.output<typeof RegisterBody>;

/**
 * POST /api/auth/login (docs/product.md §API: login, password). The server checks presence and length only: a
 * wrong password of any shape is the same generic 401, so the answer reveals nothing (the form
 * still applies docs/product.md §Validation's rules before sending).
 */
export const LoginBody = formBody({
  login: accountEmail(messages.auth.loginInvalidEmail),
  password: boundedPasswordText(),
});
export type LoginBody = z.output<typeof LoginBody>;

/** POST /api/auth/refresh and /logout: the refresh cookie, or the token in the body (API clients). */
export const RefreshBody = formBody({
  refreshToken: z
    .string({ error: messages.form.notText("Refresh token") })
    .min(1)
    .max(200)
    .optional(),
}).nullish();

/** docs/product.md's GET /api/users/recoveryEmail/{email}. */
export const RecoveryParams = z.object({ email: accountEmail() });

/** POST /api/users/resetPassword: the token from the mailed link and the new password. */
export const ResetPasswordBody = formBody({
  token: z
    .string({ error: messages.auth.resetTokenInvalid })
    .min(1, { error: messages.auth.resetTokenInvalid })
    .max(authLimits.resetToken * 2, { error: messages.auth.resetTokenInvalid }),
  password: newPassword,
});
export type ResetPasswordBody = z.output<typeof ResetPasswordBody>;

/** POST /api/users/verifyEmail: the token from the mailed verification link (decision 0007). */
export const VerifyEmailBody = formBody({
  token: z
    .string({ error: messages.account.verificationLinkInvalid })
    .min(1, { error: messages.account.verificationLinkInvalid })
    .max(authLimits.resetToken * 2, { error: messages.account.verificationLinkInvalid }),
});
export type VerifyEmailBody = z.output<typeof VerifyEmailBody>;

/**
 * PATCH /api/users/me: the details a customer edits in the portal (the address stays: it signs in).
 * The time zone is optional: a client that does not send it leaves the stored one.
 */
export const ProfileUpdateBody = formBody({
  fullName: fullNameField(),
  phoneNumber: phoneNumberField(),
  timeZone: timeZoneField.optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateBody>;
export type ProfileUpdateBody = z.output<typeof ProfileUpdateBody>;

export const currentPasswordField = boundedPasswordText();

/** POST /api/users/me/password: the current password, and the new one with the sign-up rules. */
export const ChangePasswordBody = formBody({ currentPassword: currentPasswordField, password: newPassword });
export type ChangePasswordBody = z.output<typeof ChangePasswordBody>;

/** The change-password form: the body plus the confirmation, which never leaves the browser. */
export const ChangePasswordForm = z
  .object({
    currentPassword: currentPasswordField,
    password: newPassword,
    confirmPassword: confirmPasswordField(),
  })
  .refine(...confirmationMatches);
export type ChangePasswordFormInput = z.input<typeof ChangePasswordForm>;
export type ChangePasswordFormValues = z.output<typeof ChangePasswordForm>;
