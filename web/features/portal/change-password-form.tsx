import { authCopy } from "#content/auth.ts";
import { portalCopy } from "#content/portal.ts";
import { type ChangePasswordFormInput, ChangePasswordForm as ChangePasswordSchema } from "#contracts/auth.ts";
import { authLimits } from "#contracts/constants.ts";
import { authFieldLabels, messages } from "#contracts/messages.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { confirmedPassword } from "#web/features/forms/confirmed-password.ts";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { changePassword } from "./account-api.ts";
import { SectionCard } from "./section-card.tsx";

const emptyForm: ChangePasswordFormInput = { currentPassword: "", password: "", confirmPassword: "" };

/** The current password, then the new one twice (the sign-up rules); other devices are signed out. */
export function ChangePasswordForm() {
  const { form, formProps, pending, succeeded, result, error } = useApiForm({
    load: async () => ({ schema: ChangePasswordSchema, submit: changePassword }),
    defaultValues: emptyForm,
    mutationKey: ["account", "password"],
    onSuccess: () => form.reset(emptyForm),
  });
  const { errors, isDirty } = form.formState;
  const field = (name: keyof ChangePasswordFormInput, options?: typeof confirmedPassword) => ({
    ...form.register(name, options),
    disabled: pending,
  });
  const passwordInput = {
    maxLength: authLimits.passwordMax,
    showLabel: authCopy.password.show,
    hideLabel: authCopy.password.hide,
  };

  return (
    <SectionCard title={portalCopy.password.title} lead={portalCopy.password.lead}>
      <form {...formProps} aria-busy={pending} className="grid gap-5">
        {error ? (
          <ErrorAlert>{failureMessage(error, messages.account.passwordChangeFailed)}</ErrorAlert>
        ) : null}
        {/* Until the next change is started: the banner speaks of the change that was saved. */}
        {succeeded && result && !isDirty ? <SuccessAlert>{result.message}</SuccessAlert> : null}
        <FormField label={portalCopy.password.current} error={errors.currentPassword?.message} required>
          <PasswordInput autoComplete="current-password" {...passwordInput} {...field("currentPassword")} />
        </FormField>
        <FormField label={authFieldLabels.newPassword} error={errors.password?.message} required>
          <PasswordInput
            autoComplete="new-password"
            {...passwordInput}
            {...field("password", confirmedPassword)}
          />
        </FormField>
        <FormField
          label={authFieldLabels.confirmNewPassword}
          error={errors.confirmPassword?.message}
          required
        >
          <PasswordInput
            autoComplete="new-password"
            {...passwordInput}
            showLabel={authCopy.password.showConfirmation}
            hideLabel={authCopy.password.hideConfirmation}
            {...field("confirmPassword")}
          />
        </FormField>
        <SubmitButton
          pending={pending}
          pendingLabel={portalCopy.password.submitting}
          size="md"
          className="justify-self-start"
        >
          {portalCopy.password.submit}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
