import { CalendarDays } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { Button, type ButtonVariantProps } from "#web/components/ui/button.tsx";
import { dialogTrigger } from "#web/components/ui/dialog-trigger.ts";

const loadDemoDialog = () => import("./demo-dialog.tsx");
const DemoDialog = lazy(() => loadDemoDialog().then((module) => ({ default: module.DemoDialog })));
/** A visitor's interest (hover, focus) starts loading the form, before the dialog is opened. */
const loadDemoRequestForm = () => void loadDemoDialog().then((module) => module.loadDemoRequestForm());

type ScheduleDemoButtonProps = ButtonVariantProps & {
  children: ReactNode;
  className?: string;
};

/**
 * Every 'Schedule Demo' / 'Schedule a Demo' button (docs/product.md §Routes): opens the demo dialog, a native
 * `<dialog>` in the page's HTML that the browser opens on the first click, before the page has
 * hydrated (decision 0027). The dialog's code is a chunk of its own, loaded as the page hydrates:
 * React keeps the prerendered dialog, which works meanwhile, until it is here (decision 0029).
 * On a client-side navigation the dialog is rendered once its chunk has arrived.
 */
export function ScheduleDemoButton({ children, variant, size, className }: ScheduleDemoButtonProps) {
  const dialogId = `${useId()}demo`;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        {...dialogTrigger(dialogId)}
        onPointerEnter={loadDemoRequestForm}
        onFocus={loadDemoRequestForm}
      >
        <CalendarDays aria-hidden="true" /> {children}
      </Button>
      <Suspense fallback={null}>
        <DemoDialog id={dialogId} />
      </Suspense>
    </>
  );
}
