import { CalendarDays } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button, type ButtonVariantProps } from "#web/components/ui/button.tsx";
import { dialogTrigger } from "#web/components/ui/dialog-trigger.ts";
import { DemoDialog, loadDemoRequestForm } from "./demo-dialog.tsx";

/** A visitor's interest (hover, focus) starts loading the form, before the dialog is opened. */
const preloadDemoRequestForm = () => void loadDemoRequestForm();

type ScheduleDemoButtonProps = ButtonVariantProps & {
  children: ReactNode;
  className?: string;
};

/**
 * Every 'Schedule Demo' / 'Schedule a Demo' button (docs/product.md §Routes): opens the demo dialog, a native
 * `<dialog>` in the page's HTML that the browser opens on the first click, before the page has
 * hydrated (decision 0027). The dialog itself is small and comes with the button, rendered whole
 * into the static pages (web/site/); its form's code loads when the button is hovered or focused,
 * or the dialog opened.
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
        onPointerEnter={preloadDemoRequestForm}
        onFocus={preloadDemoRequestForm}
      >
        <CalendarDays aria-hidden="true" /> {children}
      </Button>
      <DemoDialog id={dialogId} />
    </>
  );
}
