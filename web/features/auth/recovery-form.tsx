import { MailCheck } from "lucide-react";
import type { DefaultValues } from "react-hook-form";
import { authCopy } from "#content/auth.ts";
import type { RecoveryInput } from "#contracts/auth/recovery.ts";
import { EMAIL_MAX_LENGTH } from "#contracts/constants.ts";
import { authFieldLabels, messages } from "#contracts/messages.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

/** Typed before hydration, kept: react-hook-form takes the field's value from the page (sign-in-form.tsx). */
const asOnThePage: DefaultValues<RecoveryInput> = { email: undefined };

const loadRecovery = async () => {
  const [{ RecoveryBody }, { requestRecovery }] = await Promise.all([
    import("#contracts/auth/recovery.ts"),
    import("./auth-api.ts"),
  ]);
  return { schema: RecoveryBody, submit: requestRecovery };
};

/**
 * docs/product.md §Routes Recovery and §Errors: one Email field, 'Send' / 'Sending...', and a failure in the line under
 * the field (the catalogue message, 'Unexpected error' by default). The success answer is the same
 * for every address (docs/product.md §Security), so the screen says a link was sent if an account exists.
 */
export function RecoveryForm() {
  const { form, formProps, pending, error, succeeded, result, resetState } = useApiForm({
    load: loadRecovery,
    defaultValues: asOnThePage,
    mutationKey: ["account", "recovery"],
    loadWhenIdle: true,
  });

  const hydrated = useHydrated();
  const { Link } = useNavigation();
  if (succeeded && result) {
    return (
      <div role="status" className="rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200">
        <MailCheck aria-hidden="true" className="size-8 text-emerald-700" />
        <h2 className="mt-3 text-lg font-semibold text-emerald-950">{authCopy.recovery.sentTitle}</h2>
        <p className="mt-1 text-sm leading-6 text-emerald-900">{result.message}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button asChild size="sm">
            <Link href={paths.signIn}>{authCopy.recovery.backToSignIn}</Link>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              form.reset({ email: "" });
              resetState();
            }}
          >
            {authCopy.recovery.sendAnother}
          </Button>
        </div>
      </div>
    );
  }

  const fieldError =
    form.formState.errors.email?.message ??
    (error ? failureMessage(error, messages.auth.recoveryFailed) : undefined);
  return (
    <form {...formProps} aria-busy={pending}>
      <fieldset className="grid min-w-0 gap-5">
        {/* Names the group for assistive technology; the page heading shows the same words. */}
        <legend className="sr-only">{authCopy.recovery.title}</legend>
        <FormField label={authFieldLabels.email} error={fieldError} required>
          <Input
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            disabled={pending}
            {...form.register("email")}
          />
        </FormField>
        {/* Until it has hydrated, a press would be the browser's own submit: the button waits. */}
        <SubmitButton
          pending={pending}
          pendingLabel={authCopy.recovery.submitting}
          disabled={!hydrated}
          className="w-full"
        >
          {authCopy.recovery.submit}
        </SubmitButton>
        <Link
          href={paths.signIn}
          className="justify-self-center rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {authCopy.recovery.backToSignIn}
        </Link>
      </fieldset>
    </form>
  );
}
