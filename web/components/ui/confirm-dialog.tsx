import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorAlert } from "./alert.tsx";
import { Button } from "./button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "./dialog.tsx";

type ConfirmDialogProps = {
  open: boolean;
  /** Asked to close (Escape, the X, Cancel); ignored while the action runs. */
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** The confirm button's icon beside its label. */
  icon?: ReactNode;
  pending: boolean;
  /** The failed action's message, shown above the buttons. */
  error?: string | undefined;
  onConfirm: () => void;
};

/** "Are you sure?" before something that cannot be taken back: Cancel, or the action with its progress. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  icon,
  pending,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-3">{description}</DialogDescription>
        {error ? <ErrorAlert className="mt-4">{error}</ErrorAlert> : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button disabled={pending} onClick={onConfirm}>
            {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : icon}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
