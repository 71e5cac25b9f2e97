import type { VariantProps } from "class-variance-authority";
import { CalendarDays } from "lucide-react";
import { type ReactNode, useCallback, useId, useState } from "react";
import { demoCopy } from "#content/demo.ts";
import { Button, type buttonVariants } from "#web/components/ui/button.tsx";
import { closeDialog, dialogTrigger, NativeDialog } from "#web/components/ui/native-dialog.tsx";
import { hosts } from "#web/lib/hosts.ts";
import { DemoDialogBody, loadDemoRequestForm } from "./demo-dialog.tsx";

type ScheduleDemoButtonProps = VariantProps<typeof buttonVariants> & {
  children: ReactNode;
  className?: string;
};

/**
 * Every 'Schedule Demo' / 'Schedule a Demo' button (spec §2): opens the demo dialog, a native
 * `<dialog>` in the page's HTML that the browser opens on the first click, before the page has
 * hydrated (decision 0027). Its form (react-hook-form, zod, the demo contract) loads when a
 * visitor shows interest: hovering or focusing the button starts the download, opening it renders it.
 */
export function ScheduleDemoButton({ children, variant, size, className }: ScheduleDemoButtonProps) {
  const dialogId = `${useId()}demo`;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const onOpenChange = useCallback((isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) setWanted(true);
  }, []);
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
      <NativeDialog
        id={dialogId}
        title={demoCopy.title}
        description={demoCopy.description}
        width={hosts.schedulerUrl ? "3xl" : "lg"}
        onOpenChange={onOpenChange}
      >
        <DemoDialogBody open={open} wanted={wanted} onDone={() => closeDialog(dialogId)} />
      </NativeDialog>
    </>
  );
}
