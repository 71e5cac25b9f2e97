import { lazy } from "react";

/**
 * The account forms load as their own chunks (DESIGN §6: the page's first download stays within
 * budget; the schema library and the form library come with the form). The prerendered page still
 * holds each form's HTML; it stays disabled until its code has arrived and hydrated (`LazyPart`).
 */
export const SignInForm = lazy(() =>
  import("./sign-in-form.tsx").then((module) => ({ default: module.SignInForm })),
);
export const SignUpForm = lazy(() =>
  import("./sign-up-form.tsx").then((module) => ({ default: module.SignUpForm })),
);
export const RecoveryForm = lazy(() =>
  import("./recovery-form.tsx").then((module) => ({ default: module.RecoveryForm })),
);
export const ResetPasswordForm = lazy(() =>
  import("./reset-password-form.tsx").then((module) => ({ default: module.ResetPasswordForm })),
);
