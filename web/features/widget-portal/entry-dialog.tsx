import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { messages } from "#contracts/messages.ts";
import {
  DEFAULT_WIDGET_LANGUAGE,
  type Entry,
  EntryForm,
  type EntryFormInput,
  WIDGET_LANGUAGES,
  WIDGET_LIMITS,
  type WidgetLanguage,
} from "#contracts/widget/index.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { Dialog, DialogContent, DialogTitle } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, Select, Textarea } from "#web/components/ui/input.tsx";
import { firstError } from "#web/features/forms/first-error.ts";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";
import { ClipField } from "./clip-field.tsx";
import { SaveButton } from "./save-button.tsx";
import { saveEntry, settingsQuery } from "./widget-api.ts";

const copy = widgetPortalCopy.entryForm;

/** What the dialog edits: an entry, or a new one (perhaps started from an unanswered question). */
export type EntryDraft = { entry?: Entry; question?: string };

function initialValues(
  { entry, question }: EntryDraft,
  knowledgeBaseLanguage: WidgetLanguage,
): EntryFormInput {
  return {
    title: entry?.title ?? question ?? "",
    questions: entry?.questions.join("\n") ?? question ?? "",
    answer: entry?.answer ?? "",
    language: entry?.language ?? knowledgeBaseLanguage,
    mediaId: entry?.mediaId ?? null,
  };
}

/**
 * The language a generated clip speaks: the entry's own. Kept in one function so the rule can change
 * in one place (an account-wide knowledge-base language, should entries lose theirs).
 */
export function entryLanguage(language: EntryFormInput["language"]): WidgetLanguage {
  return language;
}

/** The entry form in a dialog: title, phrasings one a line, answer, language and an optional clip. */
export function EntryDialog({ draft, onClose }: { draft: EntryDraft | undefined; onClose: () => void }) {
  // A new entry starts in the knowledge base's language; the form waits for it (or its failure).
  const settings = useQuery(settingsQuery);
  const knowledgeBaseLanguage = settings.data?.language ?? DEFAULT_WIDGET_LANGUAGE;
  return (
    <Dialog open={draft !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="xl">
        {draft && !settings.isPending ? (
          <EntryFormBody draft={draft} knowledgeBaseLanguage={knowledgeBaseLanguage} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EntryFormBody({
  draft,
  knowledgeBaseLanguage,
  onDone,
}: {
  draft: EntryDraft;
  knowledgeBaseLanguage: WidgetLanguage;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const { form, formProps, pending, error } = useApiForm({
    load: async () => ({ schema: EntryForm, submit: (body) => saveEntry(draft.entry?.id, body) }),
    defaultValues: initialValues(draft, knowledgeBaseLanguage),
    mutationKey: ["widget", "entries", "save"],
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["widget"] });
      onDone();
    },
    // Deleted meanwhile (another tab, another person): the list behind still showed it.
    onError: (failure) => {
      if (failure instanceof ApiRequestError && failure.status === 404) {
        void queryClient.invalidateQueries({ queryKey: ["widget"] });
      }
    },
  });
  const { errors } = form.formState;
  const field = (name: keyof EntryFormInput) => ({ ...form.register(name), disabled: pending });
  const mediaId = form.watch("mediaId");

  return (
    <>
      <DialogTitle>{draft.entry ? copy.editTitle : copy.newTitle}</DialogTitle>
      <form {...formProps} aria-busy={pending} className="mt-6 grid gap-5">
        {error ? <ErrorAlert>{failureMessage(error, messages.request.serverDefault)}</ErrorAlert> : null}
        <FormField label={copy.title} hint={copy.titleHint} error={errors.title?.message} required>
          <Input maxLength={WIDGET_LIMITS.titleMax} {...field("title")} />
        </FormField>
        <FormField
          label={copy.questions}
          hint={copy.questionsHint}
          error={firstError(errors.questions)}
          required
        >
          <Textarea rows={4} {...field("questions")} />
        </FormField>
        <FormField label={copy.answer} hint={copy.answerHint} error={errors.answer?.message} required>
          <Textarea rows={5} maxLength={WIDGET_LIMITS.answerMax} {...field("answer")} />
        </FormField>
        <FormField label={copy.language} error={errors.language?.message} required>
          <Select {...field("language")}>
            {WIDGET_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {widgetPortalCopy.languageName(language)}
              </option>
            ))}
          </Select>
        </FormField>
        <ClipField
          label={copy.clip}
          hint={copy.clipHint}
          mediaId={mediaId}
          onChange={(id) => form.setValue("mediaId", id, { shouldDirty: true })}
          onBusyChange={setUploading}
          disabled={pending}
          script={form.watch("answer")}
          language={entryLanguage(form.watch("language"))}
          captionsEntryId={
            draft.entry?.mediaId && draft.entry.mediaId === mediaId ? draft.entry.id : undefined
          }
        />
        <SaveButton pending={pending} uploading={uploading} labels={copy} />
      </form>
    </>
  );
}
