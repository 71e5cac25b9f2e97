import { Film, Loader2, X } from "lucide-react";
import { useId, useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { MEDIA_LIMITS, mediaMessages } from "#contracts/media.ts";
import type { WidgetLanguage } from "#contracts/widget/index.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FilePicker } from "#web/components/ui/file-picker.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { EditCaptionsButton } from "./captions/edit-captions-button.tsx";
import { ClipStatus } from "./clip-status.tsx";
import { GenerateVideo } from "./generate-video.tsx";
import { RecordAnswerButton } from "./recorder/record-answer-button.tsx";
import { uploadClip } from "./widget-api.ts";

const copy = widgetPortalCopy.entryForm;

type ClipFieldProps = {
  label: string;
  hint: string;
  mediaId: string | null | undefined;
  onChange: (mediaId: string | null) => void;
  /** True while a clip uploads, so the form waits for it. */
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
  /** The entry's answer: the script the recorder shows. Without it there is no "Record an answer". */
  script?: string;
  /** The saved entry this clip belongs to: its captions can be edited. */
  captionsEntryId?: string;
  /** The entry's language: with a script, "Generate video" is offered in it. */
  language?: WidgetLanguage;
};

/**
 * An entry's optional clip: chosen, uploaded at once with its progress, probed by the server (a file
 * that is not a video is refused with a clear message), then followed while it is converted, and
 * removable.
 */
export function ClipField({
  label,
  hint,
  mediaId,
  onChange,
  onBusyChange,
  disabled,
  script,
  captionsEntryId,
  language,
}: ClipFieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);

  async function upload(file: File) {
    setError(undefined);
    if (file.size > MEDIA_LIMITS.uploadMaxBytes) return setError(mediaMessages.tooLarge);
    setProgress(0);
    onBusyChange(true);
    try {
      const media = await uploadClip(file, setProgress);
      onChange(media.id);
    } catch (failure) {
      setError(failureMessage(failure, mediaMessages.notVideo));
    } finally {
      setProgress(undefined);
      onBusyChange(false);
    }
  }

  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      {mediaId ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <ClipStatus mediaId={mediaId} className="mr-auto" />
          <div className="flex flex-wrap items-center gap-2">
            {script === undefined ? null : <EditCaptionsButton mediaId={mediaId} entryId={captionsEntryId} />}
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
              <X aria-hidden="true" /> {copy.removeClip}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-3 py-3">
          <Film aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          <FilePicker
            id={id}
            accept={"video/*,.mov,.mkv"}
            disabled={disabled || progress !== undefined}
            error={Boolean(error)}
            basis="basis-48"
            onFile={(file) => void upload(file)}
          />
          {script === undefined ? null : (
            <span className="flex items-center gap-3 text-sm text-slate-500">
              {copy.orRecord}
              <RecordAnswerButton
                script={script}
                busy={progress !== undefined}
                disabled={disabled}
                onKeep={(file) => void upload(file)}
              />
            </span>
          )}
        </div>
      )}
      {script !== undefined && language ? (
        <GenerateVideo
          script={script}
          language={language}
          mediaId={mediaId}
          onGenerated={(generated) => onChange(generated)}
          disabled={disabled || progress !== undefined}
        />
      ) : null}
      {progress !== undefined ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {copy.uploading(progress)}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
