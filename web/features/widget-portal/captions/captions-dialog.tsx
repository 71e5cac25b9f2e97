import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Captions as CaptionsIcon, FileUp, Loader2, Plus, Trash2, Wand2 } from "lucide-react";
import { type FormEvent, useEffect, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { captionEditorCopy as copy } from "#content/caption-editor.ts";
import type { Captions, CaptionsBody } from "#contracts/media.ts";
import {
  type CaptionsFormInput,
  captionsForm,
  cueRowOf,
  formatCueTime,
  parseCueTime,
} from "#contracts/media.ts";
import { messages } from "#contracts/messages.ts";
import { ErrorAlert } from "#web/components/ui/alert.tsx";
import { Button } from "#web/components/ui/button.tsx";
import type { DeferredDialogProps } from "#web/components/ui/deferred-dialog.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, Textarea } from "#web/components/ui/input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { failureMessage, useApiForm } from "#web/features/forms/use-api-form.ts";
import { LoadFailedAlert } from "#web/features/portal/load-failed-alert.tsx";
import { captionsQuery, saveCaptions } from "../widget-api.ts";

export type CaptionsDialogProps = DeferredDialogProps & {
  entryId: string;
  /** The processed clip's length: no caption may end after it. */
  clipSeconds: number;
  /** Saved: the dialog has closed, and the field says so. */
  onSaved: () => void;
};

/**
 * The caption editor: the cues timed to the voice, each one's start, end and text
 * editable; captions added and removed; a WebVTT file of the customer's own; or back to the automatic
 * ones. Loaded on first use, like the recorder.
 */
export function CaptionsDialog({
  open,
  onOpenChange,
  returnFocus,
  entryId,
  clipSeconds,
  onSaved,
}: CaptionsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="2xl" nested onCloseAutoFocus={returnFocus}>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.lead}</DialogDescription>
        {open ? (
          <CaptionsLoader
            entryId={entryId}
            clipSeconds={clipSeconds}
            onClose={() => onOpenChange(false)}
            onSaved={() => {
              onOpenChange(false);
              onSaved();
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

type EditorProps = { entryId: string; clipSeconds: number; onClose: () => void; onSaved: () => void };

function CaptionsLoader(props: EditorProps) {
  const captions = useQuery(captionsQuery(props.entryId));
  if (captions.isPending) {
    return (
      <p role="status" className="mt-6 flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {copy.loading}
      </p>
    );
  }
  if (captions.isError) {
    return (
      <div className="mt-6">
        <LoadFailedAlert error={captions.error} onRetry={() => void captions.refetch()} />
      </div>
    );
  }
  return <CaptionsEditor {...props} captions={captions.data} />;
}

/** Two seconds for a new caption, after the last one (or at the start), within the clip. */
const NEW_CUE_SECONDS = 2;

function CaptionsEditor({
  entryId,
  clipSeconds,
  onClose,
  onSaved,
  captions,
}: EditorProps & { captions: Captions }) {
  const queryClient = useQueryClient();
  const { form, formProps, pending, error, resetState } = useApiForm({
    load: async () => ({ schema: captionsForm(clipSeconds), submit: (body) => saveCaptions(entryId, body) }),
    defaultValues: { cues: captions.cues.map(cueRowOf) } satisfies CaptionsFormInput,
    mutationKey: ["widget", "entries", entryId, "captions", "save"],
    onSuccess: (saved) => {
      queryClient.setQueryData(captionsQuery(entryId).queryKey, saved);
      onSaved();
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "cues" });
  const errors = form.formState.errors.cues;

  // A WebVTT file, or the automatic captions again: stored at once, then shown for review.
  const replace = useMutation({
    mutationKey: ["widget", "entries", entryId, "captions", "replace"],
    mutationFn: (body: CaptionsBody) => saveCaptions(entryId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(captionsQuery(entryId).queryKey, saved);
      form.reset({ cues: saved.cues.map(cueRowOf) });
    },
  });
  const busy = pending || replace.isPending;
  const failure = error ?? replace.error;
  const edited = replace.data?.edited ?? captions.edited;

  // Focus after a removal: the caption now in its place, the one before, or "Add caption".
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterRemoval = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === undefined) return;
    focusAfterRemoval.current = undefined;
    const target = Math.min(index, fields.length - 1);
    if (target >= 0) form.setFocus(`cues.${target}.text`);
    else addButton.current?.focus();
  }, [fields, form]);

  const addCue = () => {
    const last = form.getValues("cues").at(-1);
    const start = Math.min(parseCueTime(last?.end ?? "") ?? 0, Math.max(0, clipSeconds - 0.5));
    const end = Math.min(start + NEW_CUE_SECONDS, clipSeconds);
    append(
      { start: formatCueTime(start), end: formatCueTime(end), text: "" },
      { focusName: `cues.${fields.length}.text` },
    );
  };

  const upload = useRef<HTMLInputElement>(null);

  return (
    <form
      {...formProps}
      // This dialog opens from inside the entry's form: React passes a submit up through the portal,
      // and the entry would be saved (and its dialog closed) with the captions.
      onSubmit={(event: FormEvent) => {
        event.stopPropagation();
        return formProps.onSubmit(event);
      }}
      onChange={() => {
        if (failure) {
          resetState();
          replace.reset();
        }
      }}
      aria-busy={busy}
      className="mt-5 grid gap-4"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-medium">
        <span
          className={
            edited
              ? "rounded-full bg-amber-50 px-2.5 py-1 text-amber-900 ring-1 ring-amber-200"
              : "inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-brand-800 ring-1 ring-brand-200"
          }
        >
          {edited ? copy.edited : copy.automatic}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 tabular-nums">
          {copy.clipLength(formatCueTime(clipSeconds))}
        </span>
      </div>

      {failure ? <ErrorAlert>{failureMessage(failure, messages.request.serverDefault)}</ErrorAlert> : null}

      {fields.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <CaptionsIcon aria-hidden="true" className="size-8 text-slate-400" />
          <p className="max-w-sm text-sm text-slate-600">{copy.empty}</p>
        </div>
      ) : (
        <ol aria-label={copy.list} className="grid gap-3">
          {fields.map((field, index) => {
            const cueErrors = errors?.[index];
            return (
              <li
                key={field.id}
                className="rounded-2xl bg-white p-4 shadow-soft ring-1 ring-slate-200/80 has-[[aria-invalid=true]]:ring-red-200"
              >
                <fieldset className="grid grid-cols-[auto_1fr_auto] items-start gap-3" disabled={busy}>
                  <legend className="sr-only">{copy.cue(index + 1)}</legend>
                  <span
                    aria-hidden="true"
                    className="col-start-1 row-start-1 flex size-7 items-center justify-center rounded-full bg-brand-50 text-xs font-semibold text-brand-700 tabular-nums sm:mt-8"
                  >
                    {index + 1}
                  </span>
                  <div className="col-span-3 row-start-2 grid grid-cols-2 items-start gap-3 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:max-w-72">
                    <FormField label={copy.start} error={cueErrors?.start?.message}>
                      <Input
                        {...form.register(`cues.${index}.start`)}
                        autoComplete="off"
                        spellCheck={false}
                        className="font-mono tabular-nums"
                      />
                    </FormField>
                    <FormField label={copy.end} error={cueErrors?.end?.message}>
                      <Input
                        {...form.register(`cues.${index}.end`)}
                        autoComplete="off"
                        spellCheck={false}
                        className="font-mono tabular-nums"
                      />
                    </FormField>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="col-start-3 row-start-1 -mt-1.5 sm:mt-6"
                    aria-label={copy.remove(index + 1)}
                    onClick={() => {
                      focusAfterRemoval.current = index;
                      remove(index);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                  <FormField
                    label={copy.text}
                    error={cueErrors?.text?.message}
                    className="col-span-3 row-start-3 sm:col-span-2 sm:col-start-2 sm:row-start-2"
                  >
                    <Textarea {...form.register(`cues.${index}.text`)} rows={2} />
                  </FormField>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}

      <div>
        <Button ref={addButton} variant="secondary" size="sm" disabled={busy} onClick={addCue}>
          <Plus aria-hidden="true" /> {copy.add}
        </Button>
      </div>

      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-3 border-t border-slate-200 bg-white/95 px-6 py-4 backdrop-blur sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:flex-row sm:items-center sm:px-8">
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={upload}
            type="file"
            accept=".vtt,text/vtt"
            // The button below opens it: one control, named once.
            hidden
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (file) void file.text().then((vtt) => replace.mutate({ vtt }));
            }}
          />
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            title={copy.uploadHint}
            onClick={() => upload.current?.click()}
          >
            <FileUp aria-hidden="true" /> {copy.upload}
          </Button>
          {edited ? (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => replace.mutate({ cues: null })}>
              {replace.isPending && replace.variables && "cues" in replace.variables ? (
                <>
                  <Loader2 aria-hidden="true" className="animate-spin" /> {copy.resetting}
                </>
              ) : (
                <>
                  <Wand2 aria-hidden="true" /> {copy.reset}
                </>
              )}
            </Button>
          ) : null}
        </div>
        <div className="flex gap-2 sm:ml-auto">
          <Button variant="ghost" onClick={onClose} disabled={pending}>
            {copy.cancel}
          </Button>
          <SubmitButton pending={pending} pendingLabel={copy.saving} disabled={replace.isPending} size="md">
            {copy.save}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
