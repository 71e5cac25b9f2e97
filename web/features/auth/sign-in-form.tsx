import type { DefaultValues } from "react-hook-form";
import { authCopy } from "#content/auth.ts";
import type { LoginFormInput } from "#contracts/auth/sign-in.ts";
import { authLimits, EMAIL_MAX_LENGTH } from "#contracts/constants.ts";
import { authFieldLabels, messages } from "#contracts/messages.ts";
import { paths } from "#contracts/paths.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { serverReasonOr, useApiForm } from "#web/features/forms/use-api-form.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { useSignedInRedirect } from "./use-signed-in-redirect.ts";

const emptyForm: LoginFormInput = { email: "", password: "" };

/**
 * No starting text: react-hook-form takes each field's value from the page as it registers it, so
 * what a visitor typed before the form hydrated stays (web/features/contact/contact-form.tsx).
 */
const asOnThePage: DefaultValues<LoginFormInput> = { email: undefined, password: undefined };

const loadSignIn = async () => {
  const [{ LoginForm }, { login }] = await Promise.all([
    import("#contracts/auth/sign-in.ts"),
    import("./auth-api.ts"),
  ]);
  return { schema: LoginForm, submit: login };
};

/**
 * docs/product.md §Routes Sign in and §Behaviour Login: validated on submit and then on change; the button is disabled and
 * reads 'Signing in...' while loading; the form resets after a submit; a failure shows in a red box
 * above the form ('Login failed' when the server gave no reason).
 */
export function SignInForm({ notice }: { notice?: string }) {
  const redirect = useSignedInRedirect();
  const { form, formProps, pending, error } = useApiForm({
    load: loadSignIn,
    defaultValues: asOnThePage,
    mutationKey: ["account", "login"],
    loadWhenIdle: true,
    onSuccess: () => {
      form.reset(emptyForm);
      redirect();
    },
    onError: () => form.reset(emptyForm, { keepErrors: true }),
  });
  // Until it has hydrated, a press would be the browser's own submit, a GET with the password in the
  // URL: the button waits. The fields take typing at once.
  const hydrated = useHydrated();
  const { Link } = useNavigation();
  const { errors } = form.formState;
  const field = (name: keyof LoginFormInput) => ({ ...form.register(name), disabled: pending });

  return (
    <form {...formProps} aria-busy={pending}>
      <fieldset className="grid min-w-0 gap-5">
        {/* Names the group for assistive technology; the page heading shows the same words. */}
        <legend className="sr-only">{authCopy.signIn.title}</legend>
        {error ? (
          <ErrorAlert>{serverReasonOr(error, messages.auth.loginFailed)}</ErrorAlert>
        ) : notice ? (
          <SuccessAlert>{notice}</SuccessAlert>
        ) : null}
        <FormField label={authFieldLabels.email} error={errors.email?.message} required>
          <Input type="email" autoComplete="username" maxLength={EMAIL_MAX_LENGTH} {...field("email")} />
        </FormField>
        <div className="grid gap-2">
          <FormField label={authFieldLabels.password} error={errors.password?.message} required>
            <PasswordInput
              autoComplete="current-password"
              maxLength={authLimits.passwordMax}
              showLabel={authCopy.password.show}
              hideLabel={authCopy.password.hide}
              {...field("password")}
            />
          </FormField>
          <Link
            href={paths.recoveryEmail}
            className="justify-self-end rounded-sm text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {authCopy.signIn.forgotPassword}
          </Link>
        </div>
        <SubmitButton
          pending={pending}
          pendingLabel={authCopy.signIn.submitting}
          disabled={!hydrated}
          className="w-full"
        >
          {authCopy.signIn.submit}
        </SubmitButton>
      </fieldset>
    </form>
  );
}
