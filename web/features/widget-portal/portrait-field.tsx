import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ImageUp, Loader2, UserRound } from "lucide-react";
import { useId, useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { GENERATION_LIMITS, generationMessages, PORTRAIT_TYPES } from "#contracts/generation.ts";
import { FilePicker } from "#web/components/ui/file-picker.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { portraitQuery, uploadPortrait } from "./widget-api.ts";

const copy = widgetPortalCopy.entryForm.generate.portrait;

/** What the browser can tell before sending: the photo's type and size (the server checks its bytes). */
function refusalOf(photo: File): string | undefined {
  if (!(PORTRAIT_TYPES as readonly string[]).includes(photo.type)) return generationMessages.portraitNotImage;
  if (photo.size > GENERATION_LIMITS.portraitMaxBytes) return generationMessages.portraitTooLarge;
  return undefined;
}

/**
 * The studio's own-photo presenter: the customer's portrait, uploaded at once when chosen, shown
 * back from the server (the page's policy allows no blob: pictures), and offered as the presenter
 * "Your portrait" once stored. `onUploaded` chooses it.
 */
export function PortraitField({ onUploaded, disabled }: { onUploaded: () => void; disabled?: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const portrait = useQuery(portraitQuery);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [done, setDone] = useState(false);
  // A new address after each upload: the browser would otherwise show the photo it has.
  const [version, setVersion] = useState(0);

  async function upload(photo: File) {
    setDone(false);
    const refusal = refusalOf(photo);
    setError(refusal);
    if (refusal) return;
    setUploading(true);
    try {
      await uploadPortrait(photo);
      setVersion(Date.now());
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portraitQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: ["widget", "generators"] }),
      ]);
      onUploaded();
      setDone(true);
    } catch (failure) {
      setError(failureMessage(failure, generationMessages.portraitNotImage));
    } finally {
      setUploading(false);
    }
  }

  const present = portrait.data?.present === true;
  return (
    <div className="grid min-w-0 gap-1.5" aria-busy={uploading}>
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {present ? copy.replace : copy.label}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        {present ? (
          <img
            src={`${apiPaths.widgetPortraitPhoto}?v=${version}`}
            alt={copy.previewAlt}
            width={48}
            height={64}
            className="h-16 w-12 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-12 shrink-0 items-center justify-center rounded-lg bg-white text-slate-400 ring-1 ring-slate-200"
          >
            <UserRound className="size-6" />
          </span>
        )}
        <FilePicker
          id={id}
          accept={PORTRAIT_TYPES.join(",")}
          disabled={disabled || uploading}
          error={Boolean(error)}
          basis="basis-56"
          onFile={(file) => void upload(file)}
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {copy.hint}
      </p>
      {uploading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {copy.uploading}
        </p>
      ) : null}
      {done && !uploading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-emerald-800">
          <ImageUp aria-hidden="true" className="size-4" /> {copy.uploaded}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
