import { PASSWORD_SPECIAL_CHARACTERS } from "./constants.ts";

/**
 * Every user-facing text that the API and the forms share. docs/product.md §Validation (validation) and §Errors (error
 * catalogue) give the exact wording; screens, schemas and tests import these, never retype them.
 */
export const messages = {
  api: {
    validationFailed: "Please check the highlighted fields.",
    notFound: "Not found.",
    routeNotFound: "This API endpoint does not exist.",
    payloadTooLarge: "The request is too large.",
    unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json).",
    invalidJson: "The request body is not valid JSON.",
    forbiddenOrigin: "This request came from an origin that is not allowed.",
    internal: "Something went wrong on our side. Please try again later.",
    /** 503 while the database cannot be reached (a restart, a failover): the request may be repeated. */
    unavailable: "The service is temporarily unavailable. Please try again in a moment.",
    databaseUnavailable: "The database is unreachable.",
    badRequest: "The request could not be understood.",
    badUrl: "The address of the request is not valid.",
    requestTimeout: "The request took too long to arrive.",
    headersTooLarge: "The request headers are too large.",
    uriTooLong: "The address of the request is too long.",
    methodNotAllowed: (method: string) => `This API endpoint does not accept ${method} requests.`,
    invalidIdempotencyKey: "The Idempotency-Key header must be 1 to 255 visible ASCII characters.",
    idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  },
  /** 429 answers of every rate-limited route: the wait is the one Retry-After announces. */
  rateLimit: {
    tooManyRequests: (retryAfterSeconds: number) =>
      `Too many requests. Please try again in ${waitInWords(retryAfterSeconds)}.`,
  },
  /** docs/product.md §Errors: the catalogue for a failed call (pricing, recovery); web/lib/api-client.ts applies it. */
  request: {
    network: "Network error. Please try again.",
    serverDefault: "Something went wrong",
    nonJsonError: "Unexpected error occurred.",
    unexpectedFormat: "Unexpected response format.",
  },
  /** The forms' own texts (docs/product.md §Validation): contracts/form-fields.ts names each issue with them. */
  form: {
    required: (label: string) => `${label} is required`,
    invalidEmail: "Please enter a valid email address",
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    invalidCharacters: (label: string) => `${label} contains characters that are not allowed`,
    notText: (label: string) => `${label} must be text`,
    unknownField: "This field is not part of the form.",
    invalidBody: "The request body must be a JSON object.",
    sending: "Sending...",
  },
  demo: {
    success: "Thanks! We'll be in touch shortly to confirm your demo.",
    failed: "We couldn't send your request. Please try again later.",
  },
  /** docs/product.md §Errors, contact send: the toasts of the home page's contact form. */
  contact: {
    successTitle: "Success!",
    success: "Message sent successfully!",
    errorTitle: "Error",
    failed: "Failed to send message. Please try again later.",
    unexpected: "An error occurred. Please try again later.",
  },
  /**
   * Accounts: docs/product.md §Validation (validation), §Errors (login, registration, recovery) and docs/product.md §Security. "… is
   * required" and the sign-up form's invalid address come from `form` (contracts/form-fields.ts).
   */
  auth: {
    loginInvalidEmail: "Please enter a valid email address (e.g. name@example.com)",
    passwordTooShort: "Password must be at least 8 characters long",
    passwordComposition: "Must include 1 lowercase, 1 uppercase, 1 number, 1 special character",
    loginPasswordComposition: `Password must include at least 1 lowercase, 1 uppercase letter, 1 number, and 1 special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    passwordCommon: "This password is too common. Please choose a less predictable one.",
    confirmRequired: "Please confirm your password",
    passwordsMismatch: "Passwords do not match",
    phoneInvalid: "Please enter a valid phone number",
    emailTaken: "An account with this email already exists. Sign in or reset your password instead.",
    invalidCredentials: "Invalid email or password",
    tooManyAttempts: "Too many sign-in attempts for this account. Please wait a few minutes and try again.",
    registrationFailed: "Registration failed",
    loginFailed: "Login failed",
    recoveryFailed: "Unexpected error",
    recoverySent:
      "If an account exists for this email, we have sent a link to reset your password. It is valid for 1 hour.",
    resetTokenInvalid: "This password reset link is invalid, has expired or has already been used.",
    resetDone: "Your password has been changed. Sign in with your new password.",
    notSignedIn: "Please sign in to continue.",
    sessionExpired: "Your session has expired. Please sign in again.",
    adminOnly: "This area is for administrators only.",
    signedOut: "You have been signed out.",
  },
  partner: {
    chooseType: "Please choose a partnership type",
    invalidWebsite: "Please enter a valid website address, such as https://example.com",
    success: "Thank you for applying! Our partner team will reply within two business days.",
    failed: "We couldn't send your application. Please try again later.",
  },
  /** The admin inbox (docs/product.md §Product). */
  admin: {
    invalidCursor: "This page of the list is not valid. Start again from the first page.",
    leadNotFound: "This entry does not exist.",
    loadFailed: "We couldn't load this list. Please try again.",
    updateFailed: "We couldn't save that change. Please try again.",
  },
  /** The signed-in account in the portal (docs/product.md §Product). */
  account: {
    saved: "Your details have been saved.",
    saveFailed: "We couldn't save your details. Please try again.",
    currentPasswordWrong: "Your current password is not correct.",
    samePassword: "Choose a password different from your current one.",
    passwordChanged: "Your password has been changed. Other devices have been signed out.",
    passwordChangeFailed: "We couldn't change your password. Please try again.",
    keyRegenerated: "Your widget key has been replaced. Update the snippet on your website.",
    keyRegenerateFailed: "We couldn't replace your widget key. Please try again.",
    timeZoneInvalid: "Choose a time zone from the list.",
    signedOutEverywhere: "You have been signed out on every device.",
    signOutFailed: "We couldn't sign you out. Please try again.",
    /** Email verification (decision 0007). */
    emailVerified: "Your email address is verified. Your assistant can now go live on your website.",
    alreadyVerified: "Your email address is already verified.",
    verificationLinkInvalid:
      "This verification link is invalid, has expired or has already been used. Sign in and send a new one from your dashboard.",
    verificationSent: (email: string) => `We have sent a new link to ${email}. It is valid for 24 hours.`,
    verificationSendFailed: "We couldn't send the link. Please try again.",
    tooManyVerificationMails:
      "We have sent several links in the last hour. Check your spam folder, or try again later.",
  },
} as const;

/** The contact form's labels (docs/product.md §Routes); its validation messages name each field with the same words. */
export const contactFieldLabels = {
  firstName: "First name",
  lastName: "Last name",
  name: "Name",
  email: "Email",
  company: "Company",
  message: "Message",
} as const;

/** The account forms' labels (docs/product.md §Routes). */
export const authFieldLabels = {
  fullName: "Full Name",
  email: "Email",
  phoneNumber: "Phone Number",
  password: "Password",
  confirmPassword: "Confirm Password",
  newPassword: "New Password",
  confirmNewPassword: "Confirm New Password",
} as const;

/** The honeypot's label, read only by the bots that fill it (constants.ts, HONEYPOT_FIELD). */
export const HONEYPOT_LABEL = "Homepage";

/** 45 → "45 seconds", 600 → "10 minutes", 5400 → "2 hours": rounded up, so nobody retries too early. */
function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [amount, unit] =
    whole < 60
      ? [whole, "second"]
      : whole < 3600
        ? [Math.ceil(whole / 60), "minute"]
        : [Math.ceil(whole / 3600), "hour"];
  return `${amount} ${unit}${amount === 1 ? "" : "s"}`;
}
