import { useEffect } from "react";
import { partnerDialogCopy } from "#content/partners.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { HONEYPOT_FIELD } from "#contracts/constants.ts";
import { messages } from "#contracts/messages.ts";
import {
  PartnerApplicationBody,
  PartnerApplicationCreated,
  type PartnerApplicationInput,
  type PartnershipType,
  partnerFieldLabels,
  partnerLimits,
  partnershipTypeLabels,
  partnershipTypes,
} from "#contracts/partners.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, Select, Textarea } from "#web/components/ui/input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { FormSuccess } from "#web/features/forms/form-success.tsx";
import { Honeypot } from "#web/features/forms/honeypot.tsx";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { apiFetch } from "#web/lib/api-client.ts";

type PartnerApplicationFormProps = { defaultType: PartnershipType | undefined; onDone: () => void };

/** The partner application (docs/product.md §API), inside the dialog the 'Apply' buttons open. */
export function PartnerApplicationForm({ defaultType, onDone }: PartnerApplicationFormProps) {
  const { form, formProps, pending, succeeded, error } = useApiForm({
    // The dialog loaded the schema library with this form: nothing is left to load.
    load: async () => ({
      schema: PartnerApplicationBody,
      submit: (body: PartnerApplicationBody, idempotencyKey: string) =>
        apiFetch(apiPaths.partnerApplications, PartnerApplicationCreated, {
          method: "POST",
          body,
          idempotencyKey,
        }),
    }),
    defaultValues: {
      // An empty choice until the visitor picks one; the contract refuses it with its own message.
      partnershipType: defaultType ?? ("" as PartnershipType),
      name: "",
      email: "",
      company: "",
      website: "",
      message: "",
      [HONEYPOT_FIELD]: "",
    },
    mutationKey: ["partner-applications", "create"],
  });
  const { errors } = form.formState;
  const { setFocus } = form;

  // The form arrives after the dialog has opened (it loads lazily): start at the first open field.
  useEffect(() => setFocus(defaultType ? "name" : "partnershipType"), [setFocus, defaultType]);

  if (succeeded) {
    return (
      <FormSuccess
        title={partnerDialogCopy.successTitle}
        message={messages.partner.success}
        closeLabel={partnerDialogCopy.close}
        onClose={onDone}
        className="py-4"
      />
    );
  }

  const field = (name: keyof PartnerApplicationInput) => ({ ...form.register(name), disabled: pending });
  return (
    <form {...formProps} className="mt-6 grid gap-4" aria-busy={pending}>
      <FormField label={partnerFieldLabels.partnershipType} error={errors.partnershipType?.message} required>
        <Select {...field("partnershipType")}>
          <option value="" disabled>
            {partnerDialogCopy.typePlaceholder}
          </option>
          {partnershipTypes.map((type) => (
            <option key={type} value={type}>
              {partnershipTypeLabels[type]}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={partnerFieldLabels.name} error={errors.name?.message} required>
          <Input autoComplete="name" maxLength={partnerLimits.name} {...field("name")} />
        </FormField>
        <FormField label={partnerFieldLabels.email} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" maxLength={partnerLimits.email} {...field("email")} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={partnerFieldLabels.company} error={errors.company?.message} required>
          <Input autoComplete="organization" maxLength={partnerLimits.company} {...field("company")} />
        </FormField>
        <FormField label={partnerFieldLabels.website} error={errors.website?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={partnerDialogCopy.websitePlaceholder}
            maxLength={partnerLimits.website}
            {...field("website")}
          />
        </FormField>
      </div>
      <FormField label={partnerFieldLabels.message} error={errors.message?.message} required>
        <Textarea
          rows={4}
          placeholder={partnerDialogCopy.messagePlaceholder}
          maxLength={partnerLimits.message}
          {...field("message")}
        />
      </FormField>
      <Honeypot {...form.register(HONEYPOT_FIELD)} />
      {error ? <ErrorAlert>{failureMessage(error, messages.partner.failed)}</ErrorAlert> : null}
      <SubmitButton pending={pending} pendingLabel={messages.form.sending} className="mt-2">
        {partnerDialogCopy.submit}
      </SubmitButton>
    </form>
  );
}
