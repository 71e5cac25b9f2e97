import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { cn } from "#web/lib/cn.ts";
import { hasInvokerCommands } from "./dialog-trigger.ts";

/**
 * A modal dialog that the browser opens: a native `<dialog>` in the page's HTML, opened by a
 * button's invoker command (`command="show-modal"`, `commandfor` its id: `dialogTrigger`) and closed
 * by its X button (`command="close"`), Escape or, where asked, a click on the backdrop
 * (`closedby="any"`). None of it waits for a script, so the first click on the button shows the
 * dialog at once, before the page has hydrated (decision 0027). The browser makes the
 * page behind inert, moves focus in and gives it back to the button on closing.
 *
 * What the dialog holds comes with React: `onOpenChange` says when it opens (also when it was opened
 * before React ran), so its content can load then. A browser without invoker commands opens it from
 * the button's click once the page runs (`dialogTrigger`, web/components/ui/dialog-trigger.ts).
 */

const widths = { lg: "max-w-lg", xl: "max-w-xl", "2xl": "max-w-2xl", "3xl": "max-w-3xl" } as const;

type NativeDialogProps = {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** Whether a click on the backdrop closes the dialog (docs/product.md §Routes: only the terms modal does). */
  closeOnBackdrop?: boolean;
  width?: keyof typeof widths;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
};

/** Closes the dialog `id` (a form that is done). */
export function closeDialog(id: string): void {
  const dialog = document.getElementById(id);
  if (dialog instanceof HTMLDialogElement) dialog.close();
}

export function NativeDialog({
  id,
  title,
  description,
  closeOnBackdrop = false,
  width = "lg",
  onOpenChange,
  children,
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !onOpenChange) return;
    const report = () => onOpenChange(dialog.open);
    // Opened by the browser before React ran: its content is wanted now.
    if (dialog.open) report();
    dialog.addEventListener("toggle", report);
    dialog.addEventListener("close", report);
    return () => {
      dialog.removeEventListener("toggle", report);
      dialog.removeEventListener("close", report);
    };
  }, [onOpenChange]);
  return (
    <dialog
      ref={ref}
      id={id}
      data-slot="dialog-content"
      closedby={closeOnBackdrop ? "any" : "closerequest"}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className={cn(
        // Centred in the top layer: the browser's `margin: auto`, which Tailwind's reset takes away.
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto overscroll-contain",
        "rounded-2xl bg-white p-6 text-left text-slate-950 shadow-lift ring-1 ring-slate-900/5 focus:outline-none sm:p-8",
        "open:animate-[native-dialog-in_0.2s_cubic-bezier(0.22,1,0.36,1)] backdrop:bg-slate-950/50 backdrop:backdrop-blur-sm",
        widths[width],
      )}
    >
      <h2 id={`${id}-title`} className="pr-8 text-2xl font-semibold tracking-tight text-slate-950">
        {title}
      </h2>
      {description ? (
        <p id={`${id}-description`} className="mt-2 text-sm leading-6 text-slate-600">
          {description}
        </p>
      ) : null}
      {children}
      <button
        type="button"
        command="close"
        commandfor={id}
        onClick={() => {
          if (!hasInvokerCommands()) ref.current?.close();
        }}
        data-slot="dialog-close"
        className="absolute top-4 right-4 rounded-full p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-5" />
        <span className="sr-only">Close</span>
      </button>
    </dialog>
  );
}
