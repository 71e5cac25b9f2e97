import type { DefaultValues } from "react-hook-form";
import { authCopy } from "#content/auth.ts";
import type { ResetPasswordFormInput } from "#contracts/auth/reset-password.ts";
import { authLimits } from "#contracts/constants.ts";
import { authFieldLabels, messages } from "#contracts/messages.ts";
import { paths } from "#contracts/paths.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { confirmedPassword } from "#web/features/forms/confirmed-password.ts";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { goToSignIn } from "./sign-in-notice.ts";

const emptyForm: ResetPasswordFormInput = { password: "", confirmPassword: "" };
/** Typed before hydration, kept: react-hook-form takes the fields' values from the page (sign-in-form.tsx). */
const asOnThePage: DefaultValues<ResetPasswordFormInput> = {
  password: undefined,
  confirmPassword: undefined,
};

/** The reset screen's form (docs/product.md §Deviations): the new password twice, with the sign-up rules. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { form, formProps, pending, error } = useApiForm({
    load: async () => {
      const [{ ResetPasswordForm }, { resetPassword }] = await Promise.all([
        import("#contracts/auth/reset-password.ts"),
        import("./auth-api.ts"),
      ]);
      return { schema: ResetPasswordForm, submit: ({ password }) => resetPassword({ token, password }) };
    },
    defaultValues: asOnThePage,
    mutationKey: ["account", "reset-password"],
    loadWhenIdle: true,
    onSuccess: (result) => {
      form.reset(emptyForm);
      goToSignIn({ notice: result.message });
    },
  });
  const hydrated = useHydrated();
  const { Link } = useNavigation();
  const { errors } = form.formState;
  // An unusable link is not fixed by retyping: the way on is a new link.
  const linkFailed =
    error instanceof ApiRequestError && error.status === 400 && Object.keys(error.fieldErrors).length === 0;

  return (
    <form {...formProps} aria-busy={pending}>
      <fieldset className="grid min-w-0 gap-5">
        {/* Names the group for assistive technology; the page heading shows the same words. */}
        <legend className="sr-only">{authCopy.resetPassword.title}</legend>
        {error && !(error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0) ? (
          <ErrorAlert>
            {failureMessage(error, messages.request.serverDefault)}
            {linkFailed ? (
              <>
                {" "}
                <Link href={paths.recoveryEmail} className="font-semibold underline underline-offset-4">
                  {authCopy.resetPassword.requestNew}
                </Link>
              </>
            ) : null}
          </ErrorAlert>
        ) : null}
        <FormField label={authFieldLabels.newPassword} error={errors.password?.message} required>
          <PasswordInput
            autoComplete="new-password"
            maxLength={authLimits.passwordMax}
            showLabel={authCopy.password.show}
            hideLabel={authCopy.password.hide}
            disabled={pending}
            {...form.register("password", confirmedPassword)}
          />
        </FormField>
        <FormField
          label={authFieldLabels.confirmNewPassword}
          error={errors.confirmPassword?.message}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            maxLength={authLimits.passwordMax}
            showLabel={authCopy.password.showConfirmation}
            hideLabel={authCopy.password.hideConfirmation}
            disabled={pending}
            {...form.register("confirmPassword")}
          />
        </FormField>
        {/* Until it has hydrated, a press would be the browser's own submit: the button waits. */}
        <SubmitButton
          pending={pending}
          pendingLabel={authCopy.resetPassword.submitting}
          disabled={!hydrated}
          className="w-full"
        >
          {authCopy.resetPassword.submit}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
