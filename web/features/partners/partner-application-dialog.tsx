import { partnerDialogCopy } from "#content/partners.ts";
import type { PartnershipType } from "#contracts/partners.ts";
import type { DeferredDialogProps } from "#web/components/ui/deferred-dialog.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { PartnerApplicationForm } from "./partner-application-form.tsx";

type PartnerApplicationDialogProps = DeferredDialogProps & {
  type: PartnershipType | undefined;
  /** Changes on every opening, so each starts with a fresh form. */
  session: number;
};

/** The application dialog (docs/product.md §Routes, Modals), loaded on demand by PartnerApplicationProvider. */
export function PartnerApplicationDialog({
  open,
  onOpenChange,
  returnFocus,
  type,
  session,
}: PartnerApplicationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="2xl" onCloseAutoFocus={returnFocus}>
        <DialogTitle>{partnerDialogCopy.title}</DialogTitle>
        <DialogDescription>{partnerDialogCopy.description}</DialogDescription>
        <PartnerApplicationForm key={session} defaultType={type} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
