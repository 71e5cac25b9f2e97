import { useState } from "react";
import { portalCopy } from "#content/portal.ts";
import { messages } from "#contracts/messages.ts";
import {
  type EnterprisePlanFormInput,
  EnterprisePlanForm as EnterprisePlanSchema,
  planLimitLabels,
} from "#contracts/plans.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { firstError } from "#web/features/forms/first-error.ts";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { saveEnterprisePlan } from "./inbox-api.ts";

const copy = portalCopy.admin.enterprise;

const EMPTY: EnterprisePlanFormInput = {
  email: "",
  domains: "",
  generationMinutes: "",
  extraPricePerMinute: "",
  presenters: "",
  variousVoices: true,
  watermark: false,
};

const COUNT_FIELDS = ["domains", "generationMinutes", "presenters", "extraPricePerMinute"] as const;

/**
 * An administrator puts an account on Enterprise with its own limits (PUT /api/admin/enterprise-plans):
 * the account by its email, each limit typed or left empty for none, checked with the contract's
 * schema and messages before the call, and the server's refusal (no such account) on its field.
 */
export function EnterprisePlanForm() {
  const [savedFor, setSavedFor] = useState<string | undefined>(undefined);
  const { form, formProps, pending, error } = useApiForm({
    load: async () => ({ schema: EnterprisePlanSchema, submit: saveEnterprisePlan }),
    defaultValues: EMPTY,
    mutationKey: ["admin", "enterprise-plan"],
    onSuccess: (_summary, body) => setSavedFor(body.email),
  });
  const { errors } = form.formState;
  const field = (name: keyof EnterprisePlanFormInput) => ({ ...form.register(name), disabled: pending });

  return (
    <form
      {...formProps}
      aria-busy={pending}
      aria-labelledby="enterprise-plan-title"
      className="grid max-w-2xl gap-5 rounded-2xl bg-white p-5 shadow-soft ring-1 ring-slate-200/80 sm:p-7"
      onChange={() => setSavedFor(undefined)}
    >
      <div>
        <h2 id="enterprise-plan-title" className="text-lg font-semibold text-slate-950">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{copy.lead}</p>
      </div>
      {error && !errors.email ? (
        <ErrorAlert>{failureMessage(error, messages.request.serverDefault)}</ErrorAlert>
      ) : null}
      {savedFor ? <SuccessAlert>{copy.saved(savedFor)}</SuccessAlert> : null}
      <FormField label={copy.email} hint={copy.emailHint} error={firstError(errors.email)} required>
        <Input type="email" autoComplete="off" {...field("email")} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        {COUNT_FIELDS.map((name) => (
          <FormField
            key={name}
            label={planLimitLabels[name]}
            hint={copy.limitHint}
            error={firstError(errors[name])}
          >
            <Input inputMode={name === "extraPricePerMinute" ? "decimal" : "numeric"} {...field(name)} />
          </FormField>
        ))}
      </div>
      <fieldset className="grid gap-3">
        {(["variousVoices", "watermark"] as const).map((name) => (
          <label key={name} className="flex items-center gap-3 text-sm font-medium text-slate-900">
            <input type="checkbox" className="size-4 accent-brand-600" {...field(name)} />
            {planLimitLabels[name]}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? copy.saving : copy.save}
        </Button>
      </div>
    </form>
  );
}
