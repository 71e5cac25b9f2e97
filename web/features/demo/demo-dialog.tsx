import { lazy, Suspense, useCallback, useState } from "react";
import { demoCopy } from "#content/demo.ts";
import { closeDialog, NativeDialog } from "#web/components/ui/native-dialog.tsx";
import { cn } from "#web/lib/cn.ts";
import { hosts } from "#web/lib/hosts.ts";

// The form (react-hook-form, zod, the demo contract) is only needed without a calendar.
export const loadDemoRequestForm = () => import("./demo-request-form.tsx");
const DemoRequestForm = lazy(() =>
  loadDemoRequestForm().then((module) => ({ default: module.DemoRequestForm })),
);

/**
 * The demo dialog of one ScheduleDemoButton (docs/product.md §Routes, Modals): a native `<dialog>` the browser
 * opens from the button (decision 0027). Its code is not in the page's static module graph: the
 * button loads it lazily, and the prerendered dialog works before it arrives (decision 0029). Its
 * form loads when the dialog is first opened (or on the button's hover or focus).
 */
export function DemoDialog({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const onOpenChange = useCallback((isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) setWanted(true);
  }, []);
  return (
    <NativeDialog
      id={id}
      title={demoCopy.title}
      description={demoCopy.description}
      width={hosts.schedulerUrl ? "3xl" : "lg"}
      onOpenChange={onOpenChange}
    >
      <DemoDialogBody open={open} wanted={wanted} onDone={() => closeDialog(id)} />
    </NativeDialog>
  );
}

type DemoDialogBodyProps = {
  /** Whether the dialog is open now: the calendar is loaded only while it is. */
  open: boolean;
  /** Whether it has been opened: the form, once wanted, stays with what was typed into it. */
  wanted: boolean;
  onDone: () => void;
};

/**
 * What the one demo dialog holds (docs/product.md §Routes, Modals): the booking calendar from SCHEDULER_URL, loaded
 * only while open, or else the request form, whose place the skeleton holds until it is wanted
 * and its code has loaded (ScheduleDemoButton).
 */
function DemoDialogBody({ open, wanted, onDone }: DemoDialogBodyProps) {
  if (hosts.schedulerUrl) {
    return open ? (
      <iframe
        src={hosts.schedulerUrl}
        title={demoCopy.calendarTitle}
        className="mt-6 h-[min(70dvh,40rem)] w-full rounded-xl ring-1 ring-slate-200"
      />
    ) : (
      <div className="mt-6 h-[min(70dvh,40rem)] w-full rounded-xl bg-slate-50 ring-1 ring-slate-200" />
    );
  }
  if (!wanted) return <FormSkeleton />;
  return (
    <Suspense fallback={<FormSkeleton />}>
      <DemoRequestForm onDone={onDone} />
    </Suspense>
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
