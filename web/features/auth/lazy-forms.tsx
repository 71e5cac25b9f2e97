import { type ComponentType, lazy } from "react";

/**
 * A form's module, with the form library's module imported beside it. Both downloads start at once,
 * so nothing waits for a round trip more, but the library's smaller graph is usually complete first,
 * and the browser then evaluates react-hook-form in a task of its own instead of in one task with
 * the whole form: that one task was the longest left on /sign_up (docs/performance.md).
 */
function lazyForm<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    // A failed download shows as the form's own, which needs the same module.
    import("#web/features/forms/use-api-form.ts").catch(() => undefined);
    return { default: await load() };
  });
}

/**
 * The account forms load as their own chunks (docs/product.md §Quality: the page's first download stays within
 * budget; the schema library and the form library come with the form). The prerendered page still
 * holds each form's HTML; it stays disabled until its code has arrived and hydrated (`LazyPart`).
 */
export const SignInForm = lazyForm(() => import("./sign-in-form.tsx").then((module) => module.SignInForm));
export const SignUpForm = lazyForm(() => import("./sign-up-form.tsx").then((module) => module.SignUpForm));
export const RecoveryForm = lazyForm(() =>
  import("./recovery-form.tsx").then((module) => module.RecoveryForm),
);
export const ResetPasswordForm = lazyForm(() =>
  import("./reset-password-form.tsx").then((module) => module.ResetPasswordForm),
);
