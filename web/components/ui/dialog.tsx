import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";
import { useRef } from "react";
import { cn } from "#web/lib/cn.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const widths = { lg: "max-w-lg", xl: "max-w-xl", "2xl": "max-w-2xl", "3xl": "max-w-3xl" } as const;

type DialogContentProps = Omit<React.ComponentProps<typeof DialogPrimitive.Content>, "className"> & {
  /** Whether a click on the backdrop closes the dialog (docs/product.md §Routes: only the terms modal does). */
  closeOnBackdrop?: boolean;
  /** How wide it may grow (on a phone it is the screen less a margin). */
  width?: keyof typeof widths;
  /** Opened from inside another dialog: its backdrop covers that one too. */
  nested?: boolean;
};

/**
 * Where focus goes when a dialog closes. Radix returns it to a `DialogTrigger`; most of our dialogs
 * open from state (a button's onClick, a URL), so the element that had focus when one opened is
 * remembered instead. When the dialog's action removed that element (a deleted entry's button), the
 * page's heading takes focus rather than letting it fall to <body>.
 */
function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Radix asks this before it moves focus inside, so the opener still has it.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target =
        opener.current?.isConnected && opener.current !== document.body
          ? opener.current
          : document.querySelector<HTMLElement>("main h1");
      if (!target) return;
      event.preventDefault();
      if (!target.matches("a[href], button, input, select, textarea, [tabindex]")) {
        target.tabIndex = -1;
      }
      target.focus();
    },
  };
}

/** A centred, focus-trapping dialog with an X button; Escape always closes it (docs/product.md §Quality). */
export function DialogContent({
  width = "lg",
  children,
  closeOnBackdrop = false,
  nested = false,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className={cn(
          "fixed inset-0 bg-slate-950/50 backdrop-blur-sm data-[state=open]:animate-[fade-in_0.2s_ease-out]",
          nested ? "z-[90]" : "z-[70]",
        )}
      />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        onPointerDownOutside={closeOnBackdrop ? undefined : (event) => event.preventDefault()}
        onInteractOutside={closeOnBackdrop ? undefined : (event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
        }}
        className={cn(
          nested ? "z-[100]" : "z-[80]",
          "fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto",
          "rounded-2xl bg-white p-6 shadow-lift ring-1 ring-slate-900/5 focus:outline-none sm:p-8",
          "data-[state=open]:animate-[dialog-in_0.2s_cubic-bezier(0.22,1,0.36,1)]",
          widths[width],
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className="absolute top-4 right-4 rounded-full p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn("pr-8 text-2xl font-semibold tracking-tight text-slate-950", className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn("mt-2 text-sm leading-6 text-slate-600", className)}
      {...props}
    />
  );
}
