import { useCallback, useRef, useState } from "react";

/**
 * State for a dialog whose code loads on demand (docs/product.md §Quality: the page weight budget). Radix Dialog
 * and the dialog's content live in a lazily imported module: the button that opens it preloads it
 * on hover or focus, and `show` mounts it on the first click. Because that button is not Radix's
 * own trigger, `returnFocus` gives focus back to it when the dialog closes.
 */
export function useDeferredDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const show = useCallback((element: HTMLElement) => {
    opener.current = element;
    setMounted(true);
    setOpen(true);
  }, []);

  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  }, []);

  /** What the dialog module's component receives. */
  const dialogProps: DeferredDialogProps = { open, onOpenChange: setOpen, returnFocus };
  return { open, mounted, show, dialogProps };
}

/** What a deferred dialog module's component receives. */
export type DeferredDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Give to DialogContent's onCloseAutoFocus. */
  returnFocus: (event: Event) => void;
};
