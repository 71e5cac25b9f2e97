import { walkthroughCopy } from "#content/how-it-works.ts";
import type { DeferredDialogProps } from "#web/components/ui/deferred-dialog.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { Walkthrough } from "./walkthrough.tsx";

/** The 'Watch Demo' dialog: our product walkthrough. Loaded on demand by WatchDemo. */
export function WalkthroughDialog({ open, onOpenChange, returnFocus }: DeferredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="3xl" onCloseAutoFocus={returnFocus}>
        <DialogTitle>{walkthroughCopy.dialogTitle}</DialogTitle>
        <DialogDescription>{walkthroughCopy.dialogDescription}</DialogDescription>
        <Walkthrough />
      </DialogContent>
    </Dialog>
  );
}
