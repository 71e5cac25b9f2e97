import { Toaster as Sonner } from "sonner";

/**
 * The one toast region of the app (sonner), styled like our cards. Sonner renders it as an
 * `aria-live="polite"` region that exists before the first toast, so screen readers announce each
 * toast's title and description. Loaded when a form that answers with toasts is first used
 * (web/lib/notify.ts), before its first toast.
 */
export default function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      toastOptions={{
        classNames: {
          toast: "!rounded-2xl !shadow-lift !ring-1 !ring-slate-900/5 !font-sans",
          success: "[&_[data-icon]]:!text-emerald-600",
          error: "[&_[data-icon]]:!text-red-600",
          title: "!text-[0.9375rem] !font-semibold",
          description: "!text-sm !text-slate-600",
        },
      }}
    />
  );
}
