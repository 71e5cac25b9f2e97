import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { messages } from "#contracts/messages.ts";
import { RETENTION } from "#contracts/privacy.ts";
import {
  type Settings,
  type SettingsFormInput,
  SettingsForm as SettingsSchema,
  WIDGET_LANGUAGES,
  WIDGET_LIMITS,
  WIDGET_POSITIONS,
} from "#contracts/widget/index.ts";
import { ErrorAlert, SuccessAlert } from "#web/components/ui/alert.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, Select, Textarea } from "#web/components/ui/input.tsx";
import { firstError } from "#web/features/forms/first-error.ts";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { ClipField } from "./clip-field.tsx";
import { SaveButton } from "./save-button.tsx";
import { saveSettings, settingsQuery } from "./widget-api.ts";
import { WidgetPreview } from "./widget-preview.tsx";

const copy = widgetPortalCopy.settings;

function formValues(settings: Settings): SettingsFormInput {
  return {
    allowedOrigins: settings.allowedOrigins.join("\n"),
    greeting: settings.greeting ?? "",
    suggestedQuestions: settings.suggestedQuestions.join("\n"),
    avatarMediaId: settings.avatarMediaId,
    color: settings.color,
    position: settings.position,
    retentionDays: String(settings.retentionDays),
    privacyNoticeUrl: settings.privacyNoticeUrl ?? "",
    language: settings.language,
    businessName: settings.businessName,
  };
}

const lines = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The business's name, allowed domains, greeting, suggestions, avatar, colour and position, beside a live preview. */
export function SettingsForm({ settings }: { settings: Settings }) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const { form, formProps, pending, succeeded, error } = useApiForm({
    load: async () => ({ schema: SettingsSchema, submit: saveSettings }),
    defaultValues: formValues(settings),
    mutationKey: ["widget", "settings", "save"],
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      form.reset(formValues(saved));
    },
  });
  const { errors, isDirty } = form.formState;
  const field = (name: keyof SettingsFormInput) => ({ ...form.register(name), disabled: pending });
  const [color, position, greeting, suggestions, avatarMediaId] = form.watch([
    "color",
    "position",
    "greeting",
    "suggestedQuestions",
    "avatarMediaId",
  ]);
  const fieldError = (name: keyof SettingsFormInput) => firstError(errors[name]);

  return (
    <div className="grid gap-8 lg:grid-cols-5">
      <form
        {...formProps}
        aria-busy={pending}
        className="grid min-w-0 content-start gap-5 rounded-2xl bg-white p-5 shadow-soft ring-1 ring-slate-200/80 sm:p-7 lg:col-span-3"
      >
        {error ? <ErrorAlert>{failureMessage(error, messages.request.serverDefault)}</ErrorAlert> : null}
        {succeeded && !isDirty ? <SuccessAlert>{copy.saved}</SuccessAlert> : null}
        <FormField label={copy.businessName} hint={copy.businessNameHint} error={fieldError("businessName")}>
          <Input
            autoComplete="organization"
            maxLength={WIDGET_LIMITS.businessNameMax}
            {...field("businessName")}
          />
        </FormField>
        <FormField
          label={copy.allowedOrigins}
          hint={copy.allowedOriginsHint}
          error={fieldError("allowedOrigins")}
        >
          <Textarea rows={3} placeholder="https://www.example.com" {...field("allowedOrigins")} />
        </FormField>
        <FormField label={copy.language} hint={copy.languageHint} error={fieldError("language")}>
          <Select {...field("language")}>
            {WIDGET_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {widgetPortalCopy.languageName(language)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={copy.greeting} error={fieldError("greeting")}>
          <Input
            maxLength={WIDGET_LIMITS.greetingMax}
            placeholder={copy.defaultGreeting}
            {...field("greeting")}
          />
        </FormField>
        <FormField
          label={copy.suggestedQuestions}
          hint={copy.suggestedQuestionsHint}
          error={fieldError("suggestedQuestions")}
        >
          <Textarea rows={4} {...field("suggestedQuestions")} />
        </FormField>
        <ClipField
          label={copy.avatar}
          hint={copy.avatarHint}
          mediaId={avatarMediaId}
          onChange={(id) => form.setValue("avatarMediaId", id, { shouldDirty: true })}
          onBusyChange={setUploading}
          disabled={pending}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={copy.color} error={fieldError("color")}>
            <Input type="color" {...field("color")} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium text-slate-900">{copy.position}</legend>
            <div className="mt-1.5 flex flex-wrap gap-4">
              {WIDGET_POSITIONS.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    value={option}
                    className="size-4 accent-brand-600"
                    {...field("position")}
                  />
                  {copy.positions[option]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={copy.retention} hint={copy.retentionHint} error={fieldError("retentionDays")}>
            <Select {...field("retentionDays")}>
              {RETENTION.conversationDayChoices.map((days) => (
                <option key={days} value={String(days)}>
                  {copy.retentionChoice(days)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={copy.privacyNotice}
            hint={copy.privacyNoticeHint}
            error={fieldError("privacyNoticeUrl")}
          >
            <Input type="url" placeholder="https://www.example.com/privacy" {...field("privacyNoticeUrl")} />
          </FormField>
        </div>
        <SaveButton pending={pending} uploading={uploading} labels={copy} />
      </form>
      <div className="min-w-0 lg:col-span-2">
        <div className="lg:sticky lg:top-6">
          <WidgetPreview
            color={color}
            position={position}
            greeting={greeting?.trim() ?? ""}
            suggestions={lines(suggestions).slice(0, WIDGET_LIMITS.suggestions)}
          />
        </div>
      </div>
    </div>
  );
}
