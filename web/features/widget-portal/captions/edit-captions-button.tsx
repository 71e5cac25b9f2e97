import { useQuery } from "@tanstack/react-query";
import { Captions } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useDeferredDialog } from "#web/components/ui/deferred-dialog.ts";
import { clipStatusQuery } from "../widget-api.ts";

// The editor loads when the customer shows interest in it, not with the knowledge base.
const loadCaptionsDialog = () => import("./captions-dialog.tsx");
const CaptionsDialog = lazy(() =>
  loadCaptionsDialog().then((module) => ({ default: module.CaptionsDialog })),
);

const copy = widgetPortalCopy.entryForm;

/**
 * "Edit captions" beside a ready clip. The captions belong to the saved entry's clip, so a clip just
 * chosen in the form says to save first.
 */
export function EditCaptionsButton({ mediaId, entryId }: { mediaId: string; entryId: string | undefined }) {
  const status = useQuery(clipStatusQuery(mediaId));
  const dialog = useDeferredDialog();
  const [saved, setSaved] = useState(false);
  const media = status.data;
  if (media?.status !== "ready") return null;
  if (!entryId) return <p className="basis-full text-xs text-emerald-900/80">{copy.captionsAfterSave}</p>;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onPointerEnter={loadCaptionsDialog}
        onFocus={loadCaptionsDialog}
        onClick={(event) => {
          setSaved(false);
          dialog.show(event.currentTarget);
        }}
      >
        <Captions aria-hidden="true" /> {copy.editCaptions}
      </Button>
      <p role="status" className="basis-full text-xs text-emerald-900 empty:hidden">
        {saved ? copy.captionsSaved : ""}
      </p>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <CaptionsDialog
            {...dialog.dialogProps}
            entryId={entryId}
            clipSeconds={media.durationSeconds ?? 0}
            onSaved={() => setSaved(true)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
