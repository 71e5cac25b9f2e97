import { useEffect } from "react";
import { demoCopy } from "#content/demo.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { HONEYPOT_FIELD } from "#contracts/constants.ts";
import {
  DemoRequestBody,
  DemoRequestCreated,
  type DemoRequestInput,
  demoFieldLabels,
  demoLimits,
} from "#contracts/demo.ts";
import { messages } from "#contracts/messages.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { FormSuccess } from "#web/features/forms/form-success.tsx";
import { Honeypot } from "#web/features/forms/honeypot.tsx";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** The demo request form, shown in the dialog when no scheduling calendar is configured (docs/product.md §Deviations). */
export function DemoRequestForm({ onDone }: { onDone: () => void }) {
  const { form, formProps, pending, succeeded, error } = useApiForm({
    // The dialog loaded the schema library with this form: nothing is left to load.
    load: async () => ({
      schema: DemoRequestBody,
      submit: (body: DemoRequestBody, idempotencyKey: string) =>
        apiFetch(apiPaths.demoRequests, DemoRequestCreated, { method: "POST", body, idempotencyKey }),
    }),
    defaultValues: {
      name: "",
      email: "",
      company: "",
      preferredTime: "",
      message: "",
      [HONEYPOT_FIELD]: "",
    },
    mutationKey: ["demo-requests", "create"],
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  // The form arrives after the dialog has opened (it loads lazily): start the visitor at Name.
  useEffect(() => setFocus("name"), [setFocus]);

  if (succeeded) {
    return (
      <FormSuccess
        title={demoCopy.successTitle}
        message={messages.demo.success}
        closeLabel={demoCopy.close}
        onClose={onDone}
      />
    );
  }

  const field = (name: keyof DemoRequestInput) => ({ ...form.register(name), disabled: pending });
  return (
    <form {...formProps} className="mt-6 grid gap-4" aria-busy={pending}>
      <p className="mb-1 text-sm text-slate-600">{demoCopy.formIntro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={demoFieldLabels.name} error={errors.name?.message} required>
          <Input autoComplete="name" maxLength={demoLimits.name} {...field("name")} />
        </FormField>
        <FormField label={demoFieldLabels.email} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" maxLength={demoLimits.email} {...field("email")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={demoFieldLabels.company} error={errors.company?.message}>
          <Input autoComplete="organization" maxLength={demoLimits.company} {...field("company")} />
        </FormField>
        <FormField label={demoFieldLabels.preferredTime} error={errors.preferredTime?.message}>
          <Input
            placeholder={demoCopy.preferredTimePlaceholder}
            maxLength={demoLimits.preferredTime}
            {...field("preferredTime")}
          />
        </FormField>
      </div>
      <FormField label={demoFieldLabels.message} error={errors.message?.message}>
        <Textarea rows={3} maxLength={demoLimits.message} {...field("message")} />
      </FormField>
      <Honeypot {...form.register(HONEYPOT_FIELD)} />
      {error ? <ErrorAlert>{failureMessage(error, messages.demo.failed)}</ErrorAlert> : null}
      <SubmitButton pending={pending} pendingLabel={messages.form.sending} className="mt-2">
        {demoCopy.submit}
      </SubmitButton>
    </form>
  );
}
