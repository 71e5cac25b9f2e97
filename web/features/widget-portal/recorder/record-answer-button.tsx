import { Camera } from "lucide-react";
import { lazy, Suspense } from "react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useDeferredDialog } from "#web/components/ui/deferred-dialog.ts";

// The recorder (camera, MediaRecorder, teleprompter) loads when the customer shows interest in it,
// not with the knowledge base: most visits to it record nothing.
const loadRecordDialog = () => import("./record-dialog.tsx");
const RecordDialog = lazy(() => loadRecordDialog().then((module) => ({ default: module.RecordDialog })));

type RecordAnswerButtonProps = {
  script: string;
  onKeep: (file: File) => void;
  /** While a clip uploads: the button stays focusable (focus returns to it) but does nothing. */
  busy: boolean;
  disabled?: boolean;
};

/** "Record an answer": opens the recorder; the kept take goes to the clip field's upload. */
export function RecordAnswerButton({ script, onKeep, busy, disabled }: RecordAnswerButtonProps) {
  const dialog = useDeferredDialog();
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onPointerEnter={loadRecordDialog}
        onFocus={loadRecordDialog}
        onClick={(event) => {
          if (!busy) dialog.show(event.currentTarget);
        }}
        className="aria-disabled:opacity-60"
      >
        <Camera aria-hidden="true" /> {widgetPortalCopy.entryForm.recordAnswer}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <RecordDialog {...dialog.dialogProps} script={script} onKeep={onKeep} />
        </Suspense>
      ) : null}
    </>
  );
}
