import type { VariantProps } from "class-variance-authority";
import { CalendarDays } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Button, type buttonVariants } from "#web/components/ui/button.tsx";
import { useDeferredDialog } from "#web/components/ui/deferred-dialog.ts";

// The dialog (Radix Dialog, the calendar or the form) loads when a visitor shows interest, not with
// every page: hovering or focusing the button starts the download, the first click awaits it.
const loadDemoDialog = () =>
  import("./demo-dialog.tsx").then((module) => {
    // Without a calendar the form is what the dialog shows: fetch it alongside.
    void module.loadDemoRequestForm();
    return module;
  });
const DemoDialog = lazy(() => loadDemoDialog().then((module) => ({ default: module.DemoDialog })));

type ScheduleDemoButtonProps = VariantProps<typeof buttonVariants> & {
  children: ReactNode;
  className?: string;
};

/** Every 'Schedule Demo' / 'Schedule a Demo' button (spec §2): opens the one demo dialog. */
export function ScheduleDemoButton({ children, variant, size, className }: ScheduleDemoButtonProps) {
  const dialog = useDeferredDialog();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={dialog.open}
        onPointerEnter={loadDemoDialog}
        onFocus={loadDemoDialog}
        onClick={(event) => dialog.show(event.currentTarget)}
      >
        <CalendarDays aria-hidden="true" /> {children}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <DemoDialog {...dialog.dialogProps} />
        </Suspense>
      ) : null}
    </>
  );
}
