import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2, Loader2, RotateCcw } from "lucide-react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { Button } from "#web/components/ui/button.tsx";
import { failureMessage } from "#web/features/forms/use-api-form.ts";
import { cn } from "#web/lib/cn.ts";
import { clipStatusQuery, useRetryClip } from "./widget-api.ts";

const copy = widgetPortalCopy.entryForm;

/**
 * Where a clip's processing stands: queued, converting with its progress, ready with its
 * poster, or failed with the reason in plain words and "Try again". Followed until it settles.
 */
export function ClipStatus({ mediaId, className }: { mediaId: string; className?: string }) {
  const status = useQuery(clipStatusQuery(mediaId));
  const retry = useRetryClip(mediaId);
  const media = status.data;
  if (!media) {
    return (
      <p
        data-slot="clip-status"
        role="status"
        className={cn("flex items-center gap-2 text-sm text-slate-600", className)}
      >
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {copy.statusLoading}
      </p>
    );
  }
  if (media.status === "failed") {
    return (
      <div data-slot="clip-status" className={cn("grid gap-2 text-sm", className)}>
        <p role="alert" className="flex items-start gap-2 text-red-800">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong className="font-semibold">{copy.clipStatus.failed}.</strong> {media.failureMessage}
          </span>
        </p>
        <div>
          <Button variant="secondary" size="sm" disabled={retry.isPending} onClick={() => retry.mutate()}>
            <RotateCcw aria-hidden="true" /> {retry.isPending ? copy.retrying : copy.retry}
          </Button>
        </div>
        {retry.error ? (
          <p className="text-red-700">{failureMessage(retry.error, copy.clipStatus.failed)}</p>
        ) : null}
      </div>
    );
  }
  if (media.status === "ready") {
    return (
      <p
        data-slot="clip-status"
        role="status"
        className={cn("flex items-center gap-2 text-sm text-emerald-900", className)}
      >
        {media.posterUrl ? (
          <img
            src={media.posterUrl}
            alt=""
            className="h-9 w-16 rounded-md object-cover ring-1 ring-emerald-200"
          />
        ) : (
          <CheckCircle2 aria-hidden="true" className="size-4" />
        )}
        {copy.clipStatus.ready}
      </p>
    );
  }
  const percent = Math.round(media.progress * 100);
  return (
    <div data-slot="clip-status" className={cn("grid gap-1.5 text-sm text-slate-700", className)}>
      <p role="status" className="flex items-center gap-2">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {media.status === "generating"
          ? copy.clipStatus.generating
          : media.status === "queued"
            ? copy.clipStatus.queued
            : copy.clipStatus.processing(percent)}
      </p>
      <div
        role="progressbar"
        aria-label={copy.clipStatus.processing(percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
