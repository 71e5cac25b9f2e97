import type { LegalDocument } from "#content/legal.ts";
import { LegalDocumentBody } from "#web/components/layout/legal-document.tsx";
import type { DeferredDialogProps } from "#web/components/ui/deferred-dialog.ts";
import { Dialog, DialogContent, DialogTitle } from "#web/components/ui/dialog.tsx";

type LegalDialogProps = DeferredDialogProps & { document: LegalDocument; closeOnBackdrop: boolean };

/** One legal text in a modal (spec §2, Modals). Loaded on demand by LegalLinks. */
export function LegalDialog({
  document,
  closeOnBackdrop,
  open,
  onOpenChange,
  returnFocus,
}: LegalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The text itself is the content; it is too long to be the dialog's description. */}
      <DialogContent
        closeOnBackdrop={closeOnBackdrop}
        aria-describedby={undefined}
        width="2xl"
        onCloseAutoFocus={returnFocus}
      >
        <DialogTitle>{document.title}</DialogTitle>
        <div className="mt-6">
          <LegalDocumentBody document={document} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
