import type { DefaultValues } from "react-hook-form";
import { apiPaths } from "#contracts/api-paths.ts";
import { HONEYPOT_FIELD } from "#contracts/constants.ts";
import type { ContactFormInput, ContactMessageBody } from "#contracts/contact.ts";
import { messages } from "#contracts/messages.ts";
import { Honeypot } from "#web/features/forms/honeypot.tsx";
import { useApiForm } from "#web/features/forms/use-api-form.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";
import { notify, showToastRegion } from "#web/lib/notify.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { ContactFormView } from "./contact-form-view.tsx";

export const emptyContactForm: ContactFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

/**
 * No starting text: react-hook-form then takes each field's value from the page when it registers
 * it. The form hydrates the static page's markup (an island, web/site/islands/contact-form.tsx), so
 * what a visitor typed before this code arrived stays in the fields, and in the form's values.
 */
const asOnThePage = Object.fromEntries(
  Object.keys(emptyContactForm).map((name) => [name, undefined]),
) as DefaultValues<ContactFormInput>;

const loadContactForm = async () => {
  // The form answers with a toast: its live region must be there before it speaks.
  showToastRegion();
  const [{ ContactForm, ContactSendAnswer }, { apiFetch }] = await Promise.all([
    import("#contracts/contact.ts"),
    import("#web/lib/api-client.ts"),
  ]);
  return {
    schema: ContactForm,
    submit: (body: ContactMessageBody, idempotencyKey: string) =>
      apiFetch(apiPaths.feedbacks, ContactSendAnswer, {
        method: "POST",
        body,
        idempotencyKey,
        successStatus: 201,
      }),
  };
};

/**
 * docs/product.md §Errors, contact send: 'Failed to send message…' for any answer that is not 201 (a rate limit
 * included), 'An error occurred…' when no answer came at all or something else went wrong.
 */
export function contactFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === undefined) return messages.contact.unexpected;
  return messages.contact.failed;
}

/** The home page's contact form (docs/product.md §Routes, §Data, §Behaviour, §Validation and §Errors): POST /api/feedbacks/add, then a toast. */
export function ContactForm() {
  const { form, formProps, pending } = useApiForm({
    load: loadContactForm,
    defaultValues: asOnThePage,
    mutationKey: ["feedbacks", "add"],
    onSuccess: () => {
      // docs/product.md §Behaviour: success clears all fields.
      form.reset(emptyContactForm);
      void notify("success", messages.contact.successTitle, messages.contact.success);
    },
    onError: (error) => void notify("error", messages.contact.errorTitle, contactFailureMessage(error)),
  });
  const { errors } = form.formState;

  // Until it has hydrated, a press would be the browser's own submit: a page load with the
  // visitor's text in the URL.
  const hydrated = useHydrated();

  return (
    <ContactFormView
      fieldProps={(name) => form.register(name)}
      errors={{
        firstName: errors.firstName?.message,
        lastName: errors.lastName?.message,
        email: errors.email?.message,
        company: errors.company?.message,
        message: errors.message?.message,
      }}
      pending={pending}
      disabled={!hydrated}
      formProps={formProps}
    >
      <Honeypot {...form.register(HONEYPOT_FIELD)} />
    </ContactFormView>
  );
}
