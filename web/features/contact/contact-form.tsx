import { useEffect, useLayoutEffect } from "react";
import {
  type ContactFormInput,
  ContactForm as ContactFormSchema,
  type ContactMessageBody,
  ContactMessageCreated,
} from "#contracts/contact.ts";
import type { ContactFormField } from "#contracts/contact-fields.ts";
import { HONEYPOT_FIELD } from "#contracts/form-fields.ts";
import { messages } from "#contracts/messages.ts";
import { Honeypot } from "#web/features/forms/honeypot.tsx";
import { useApiForm } from "#web/features/forms/use-api-form.ts";
import { ApiRequestError, apiFetch } from "#web/lib/api-client.ts";
import { notify } from "#web/lib/notify.ts";
import { ContactFormView } from "./contact-form-view.tsx";

export const emptyContactForm: ContactFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
  [HONEYPOT_FIELD]: "",
};

/** What the visitor did in the shell before this form loaded (lazy-contact-form.tsx). */
export type ContactFormHandoff = {
  values: Partial<Record<ContactFormField, string>>;
  focused: ContactFormField | undefined;
  submitted: boolean;
};

/**
 * Spec §8, contact send: the server's message for a rate limit, 'Failed to send message…' for any
 * other answer that is not 201, 'An error occurred…' when no answer came at all or something else
 * went wrong.
 */
export function contactFailureMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError) || error.status === undefined) return messages.contact.unexpected;
  return error.status === 429 ? error.message : messages.contact.failed;
}

/** The home page's contact form (spec §2, §3, §4, §5, §8): POST /api/feedbacks/add, then a toast. */
export function ContactForm({ handoff }: { handoff?: ContactFormHandoff }) {
  const { form, onSubmit, pending } = useApiForm({
    schema: ContactFormSchema,
    defaultValues: { ...emptyContactForm, ...handoff?.values },
    mutationKey: ["feedbacks", "add"],
    mutationFn: (body: ContactMessageBody, idempotencyKey: string) =>
      apiFetch("/api/feedbacks/add", ContactMessageCreated, { method: "POST", body, idempotencyKey }),
    onSuccess: () => {
      // Spec §4: success clears all fields.
      form.reset(emptyContactForm);
      void notify("success", messages.contact.successTitle, messages.contact.success);
    },
    onError: (error) => void notify("error", messages.contact.errorTitle, contactFailureMessage(error)),
  });
  const { errors } = form.formState;

  // Picks up where the visitor was in the shell: the focused field, or a submit already pressed.
  // The focus moves in the same commit that removes the shell (a layout effect): a key pressed in
  // between would otherwise land on no field and be lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form replaces the shell
  useLayoutEffect(() => {
    if (!handoff?.submitted && handoff?.focused) form.setFocus(handoff.focused);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form replaces the shell
  useEffect(() => {
    if (handoff?.submitted) void onSubmit();
  }, []);

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
      onSubmit={onSubmit}
    >
      <Honeypot {...form.register(HONEYPOT_FIELD)} />
    </ContactFormView>
  );
}
