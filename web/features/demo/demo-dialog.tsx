import { lazy, Suspense } from "react";
import { demoCopy } from "#content/demo.ts";
import type { DeferredDialogProps } from "#web/components/ui/deferred-dialog.ts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#web/components/ui/dialog.tsx";
import { cn } from "#web/lib/cn.ts";
import { hosts } from "#web/lib/hosts.ts";

// The form (react-hook-form, zod, the demo contract) is only needed without a calendar.
export const loadDemoRequestForm = () => import("./demo-request-form.tsx");
const DemoRequestForm = lazy(() =>
  loadDemoRequestForm().then((module) => ({ default: module.DemoRequestForm })),
);

/**
 * The one demo dialog (spec §2, Modals). It embeds the booking calendar from SCHEDULER_URL, loaded
 * only while open, or else the request form. Loaded on demand by ScheduleDemoButton.
 */
export function DemoDialog({ open, onOpenChange, returnFocus }: DeferredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={hosts.schedulerUrl ? "3xl" : "lg"} onCloseAutoFocus={returnFocus}>
        <DialogTitle>{demoCopy.title}</DialogTitle>
        <DialogDescription>{demoCopy.description}</DialogDescription>
        {hosts.schedulerUrl ? (
          <iframe
            src={hosts.schedulerUrl}
            title={demoCopy.calendarTitle}
            className="mt-6 h-[min(70dvh,40rem)] w-full rounded-xl ring-1 ring-slate-200"
          />
        ) : (
          <Suspense fallback={<FormSkeleton />}>
            <DemoRequestForm onDone={() => onOpenChange(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** A field's place while the form loads: its label's line and its input, at their heights. */
function FieldSkeleton({ input = "h-11" }: { input?: string }) {
  return (
    <div className="grid gap-1.5">
      <div className="h-5 w-24 rounded bg-slate-100" />
      <div className={cn("rounded-xl bg-slate-100", input)} />
    </div>
  );
}

/**
 * The form's place while its code loads, laid out as the form is: the dialog keeps its height and
 * its position when the form arrives, so its Close button does not jump from under the pointer.
 */
function FormSkeleton() {
  return (
    <div aria-hidden="true" className="mt-6 grid gap-4">
      <p className="mb-1 text-sm text-slate-600">{demoCopy.formIntro}</p>
      <div className="grid animate-pulse gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldSkeleton />
          <FieldSkeleton />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldSkeleton />
          <FieldSkeleton />
        </div>
        <FieldSkeleton input="h-24" />
        <div className="mt-2 h-13 rounded-full bg-slate-100" />
      </div>
    </div>
  );
}
