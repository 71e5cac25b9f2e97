import { PASSWORD_MIN_LENGTH, PHONE_MAX_DIGITS } from "./constants.ts";

/**
 * The account forms' labels and limits without the schema library, so the sign-in, sign-up and
 * reset pages hydrate their forms before zod loads (decision 0012). contracts/auth.ts builds the
 * schemas from these.
 */

/** Limits shared by the schemas and the inputs' `maxLength`. */
export const authLimits = {
  fullName: 100,
  /** docs/product.md §Security (ASVS 6.2.9): long passphrases are welcome; hashing stays bounded. */
  passwordMax: 128,
  passwordMin: PASSWORD_MIN_LENGTH,
  /** E.164: at most 15 digits, country code included (docs/product.md §Validation). */
  phoneMaxDigits: PHONE_MAX_DIGITS,
  /** The shortest numbers in use (country code included) have 7 digits. */
  phoneMinDigits: 7,
  /** The phone field's text with its formatting: "+1 (702) 123-4567". */
  phoneText: 32,
  /** A reset token: 32 random bytes, base64url. */
  resetToken: 43,
} as const;

/** docs/product.md §Validation: the special characters a password must include one of. */
export const PASSWORD_SPECIAL_CHARACTERS = "@#$%^&+=!";

/** The labels the forms show (docs/product.md §Routes). */
export const authFieldLabels = {
  fullName: "Full Name",
  email: "Email",
  phoneNumber: "Phone Number",
  password: "Password",
  confirmPassword: "Confirm Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
} as const;
