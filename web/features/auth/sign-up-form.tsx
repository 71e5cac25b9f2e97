import { useController } from "react-hook-form";
import { authCopy } from "#content/auth.ts";
import type { RegisterFormInput } from "#contracts/auth/sign-up.ts";
import { authLimits, EMAIL_MAX_LENGTH, HONEYPOT_FIELD, timings } from "#contracts/constants.ts";
import { authFieldLabels, messages } from "#contracts/messages.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { PhoneInput } from "#web/components/ui/phone-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { confirmedPassword } from "#web/features/forms/confirmed-password.ts";
import { Honeypot } from "#web/features/forms/honeypot.tsx";
import { serverReasonOr, useApiForm } from "#web/features/forms/use-api-form.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useSignedInRedirect } from "./use-signed-in-redirect.ts";

const emptyForm: RegisterFormInput = {
  fullName: "",
  email: "",
  phoneNumber: "",
  password: "",
  confirmPassword: "",
  [HONEYPOT_FIELD]: "",
};

const loadSignUp = async () => {
  const [{ RegisterForm }, { register }] = await Promise.all([
    import("#contracts/auth/sign-up.ts"),
    import("./auth-api.ts"),
  ]);
  return { schema: RegisterForm, submit: register };
};

const pickerLabels = {
  button: authCopy.phone.countryButton,
  search: authCopy.phone.search,
  searchPlaceholder: authCopy.phone.searchPlaceholder,
  noEntries: authCopy.phone.noEntries,
};

/**
 * docs/product.md §Routes Sign up and §Behaviour Registration: validated on submit and then on change; while sending the
 * button reads 'Creating account...'; the form (phone included) is reset after every submit; a
 * failure shows in a red box at the top, 'Registration failed' when the server gave no reason.
 */
export function SignUpForm() {
  const redirect = useSignedInRedirect();
  const { form, formProps, pending, error } = useApiForm({
    load: loadSignUp,
    defaultValues: emptyForm,
    mutationKey: ["account", "register"],
    onSuccess: () => {
      form.reset(emptyForm);
      redirect();
    },
    // docs/product.md §Behaviour: the form and the phone field reset after every submit; the server's messages stay.
    onError: () => form.reset(emptyForm, { keepErrors: true }),
  });
  const phone = useController({ control: form.control, name: "phoneNumber" });
  const hydrated = useHydrated();
  const { errors } = form.formState;
  const field = (name: keyof RegisterFormInput, options?: typeof confirmedPassword) => ({
    ...form.register(name, options),
    disabled: pending,
  });

  return (
    <form {...formProps} aria-busy={pending}>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
        {/* Names the group for assistive technology; the page heading shows the same words. */}
        <legend className="sr-only">{authCopy.signUp.title}</legend>
        {error ? <ErrorAlert>{serverReasonOr(error, messages.auth.registrationFailed)}</ErrorAlert> : null}
        <FormField label={authFieldLabels.fullName} error={errors.fullName?.message} required>
          <Input type="text" autoComplete="name" maxLength={authLimits.fullName} {...field("fullName")} />
        </FormField>
        <FormField label={authFieldLabels.email} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...field("email")} />
        </FormField>
        <FormField label={authFieldLabels.phoneNumber} error={errors.phoneNumber?.message} required>
          <PhoneInput
            name={phone.field.name}
            value={phone.field.value ?? ""}
            onChange={phone.field.onChange}
            onBlur={phone.field.onBlur}
            disabled={pending}
            placeholder={authCopy.signUp.phonePlaceholder}
            caption={authCopy.phone.label}
            searchDebounceMs={timings.phoneSearchDebounceMs}
            maxDigits={authLimits.phoneMaxDigits}
            pickerLabels={pickerLabels}
          />
        </FormField>
        <FormField label={authFieldLabels.password} error={errors.password?.message} required>
          <PasswordInput
            autoComplete="new-password"
            maxLength={authLimits.passwordMax}
            showLabel={authCopy.password.show}
            hideLabel={authCopy.password.hide}
            {...field("password", confirmedPassword)}
          />
        </FormField>
        <FormField label={authFieldLabels.confirmPassword} error={errors.confirmPassword?.message} required>
          <PasswordInput
            autoComplete="new-password"
            maxLength={authLimits.passwordMax}
            showLabel={authCopy.password.showConfirmation}
            hideLabel={authCopy.password.hideConfirmation}
            {...field("confirmPassword")}
          />
        </FormField>
        <Honeypot {...form.register(HONEYPOT_FIELD)} />
        <SubmitButton pending={pending} pendingLabel={authCopy.signUp.submitting} className="mt-1 w-full">
          {authCopy.signUp.submit}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
