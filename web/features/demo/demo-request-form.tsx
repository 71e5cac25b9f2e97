import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Loader2 } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { demoCopy } from "#content/demo.ts";
import {
  DEMO_HONEYPOT_FIELD,
  DemoRequestBody,
  type DemoRequestInput,
  demoFieldLabels,
  demoLimits,
} from "#contracts/demo.ts";
import { messages } from "#contracts/messages.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { useDemoRequest } from "./use-demo-request.ts";

type FieldName = keyof DemoRequestInput;

/** The demo request form, shown in the dialog when no scheduling calendar is configured (DESIGN §5). */
export function DemoRequestForm({ onDone }: { onDone: () => void }) {
  const form = useForm<DemoRequestInput, unknown, DemoRequestBody>({
    resolver: zodResolver(DemoRequestBody),
    defaultValues: {
      name: "",
      email: "",
      company: "",
      preferredTime: "",
      message: "",
      [DEMO_HONEYPOT_FIELD]: "",
    },
  });
  const request = useDemoRequest();
  const { errors } = form.formState;
  const { setFocus } = form;

  // The form arrives after the dialog has opened (it loads lazily): start the visitor at Name.
  useEffect(() => setFocus("name"), [setFocus]);

  const onSubmit = form.handleSubmit((body) =>
    request.mutateAsync(body).catch((error: unknown) => {
      // Field errors from the server land on their fields; the message shows above the button.
      if (error instanceof ApiRequestError) {
        for (const [field, fieldMessages] of Object.entries(error.fieldErrors)) {
          if (field in demoFieldLabels) form.setError(field as FieldName, { message: fieldMessages[0] });
        }
      }
    }),
  );

  if (request.isSuccess) {
    return (
      <div role="status" className="mt-6 flex flex-col items-center text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
        <h3 className="mt-4 text-xl font-semibold">{demoCopy.successTitle}</h3>
        <p className="mt-2 text-slate-600">{messages.demo.success}</p>
        <Button variant="secondary" className="mt-6" onClick={onDone}>
          {demoCopy.close}
        </Button>
      </div>
    );
  }

  const sending = request.isPending;
  const field = (name: FieldName) => ({ ...form.register(name), disabled: sending });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4" aria-busy={sending}>
      <p className="text-sm text-slate-600">{demoCopy.formIntro}</p>
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
      {/* Honeypot: invisible to people and assistive technology, filled only by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {demoFieldLabels.website}
          <input tabIndex={-1} autoComplete="off" {...form.register(DEMO_HONEYPOT_FIELD)} />
        </label>
      </div>
      {request.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {request.error instanceof ApiRequestError ? request.error.message : messages.demo.failed}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={sending} className="mt-2">
        {sending ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" /> {messages.form.sending}
          </>
        ) : (
          demoCopy.submit
        )}
      </Button>
    </form>
  );
}
