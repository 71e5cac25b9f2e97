import { Send } from "lucide-react";
import type { FormEventHandler, ReactNode, Ref } from "react";
import { contactCopy } from "#content/contact.ts";
import { CONTACT_NAME_PART_MAX, contactLimits, type HONEYPOT_FIELD } from "#contracts/constants.ts";
import type { ContactFormInput } from "#contracts/contact.ts";
import { contactFieldLabels, messages } from "#contracts/messages.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import type { ApiFormProps } from "#web/features/forms/use-api-form.ts";

/** The form's visible fields (all but the honeypot). */
type ContactFormField = Exclude<keyof ContactFormInput, typeof HONEYPOT_FIELD>;

/** What each control receives: react-hook-form's `register(name)`. */
export type ContactFieldProps = {
  name: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onChange?: FormEventHandler;
  onBlur?: FormEventHandler;
};

type ContactFormViewProps = {
  fieldProps: (name: ContactFormField) => ContactFieldProps;
  errors?: Partial<Record<ContactFormField, string | undefined>>;
  pending: boolean;
  /** The submit button is off without showing 'Sending...' (before hydration). */
  disabled?: boolean;
  /** `useApiForm`'s: submits, and starts loading the form's code on a first focus or hover. */
  formProps: ApiFormProps;
  /** The honeypot. */
  children?: ReactNode;
};

/**
 * The contact form's markup (docs/product.md §Routes: First name, Last name, Email, Company, Message, all required
 * with a visible marker), apart from the form's behaviour in contact-form.tsx.
 */
export function ContactFormView({
  fieldProps,
  errors = {},
  pending,
  disabled = false,
  formProps,
  children,
}: ContactFormViewProps) {
  return (
    <form {...formProps} aria-labelledby="contact-form-title" aria-busy={pending} className="grid gap-4">
      <div>
        <h3 id="contact-form-title" className="text-lg font-semibold text-slate-950">
          {contactCopy.formTitle}
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          <span aria-hidden="true" className="text-red-600">
            *
          </span>{" "}
          {contactCopy.requiredNote}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={contactFieldLabels.firstName} error={errors.firstName} required>
          <Input autoComplete="given-name" maxLength={CONTACT_NAME_PART_MAX} {...fieldProps("firstName")} />
        </FormField>
        <FormField label={contactFieldLabels.lastName} error={errors.lastName} required>
          <Input autoComplete="family-name" maxLength={CONTACT_NAME_PART_MAX} {...fieldProps("lastName")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={contactFieldLabels.email} error={errors.email} required>
          <Input type="email" autoComplete="email" maxLength={contactLimits.email} {...fieldProps("email")} />
        </FormField>
        <FormField label={contactFieldLabels.company} error={errors.company} required>
          <Input autoComplete="organization" maxLength={contactLimits.company} {...fieldProps("company")} />
        </FormField>
      </div>
      <FormField label={contactFieldLabels.message} error={errors.message} required>
        <Textarea
          rows={5}
          maxLength={contactLimits.message}
          placeholder={contactCopy.messagePlaceholder}
          {...fieldProps("message")}
        />
      </FormField>
      {children}
      <SubmitButton
        pending={pending}
        pendingLabel={messages.form.sending}
        disabled={disabled}
        className="mt-1 w-full sm:w-auto sm:justify-self-start"
      >
        <Send aria-hidden="true" /> {contactCopy.submit}
      </SubmitButton>
    </form>
  );
}
