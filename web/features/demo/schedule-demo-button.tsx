import type { VariantProps } from "class-variance-authority";
import { CalendarDays } from "lucide-react";
import { type ReactNode, useState } from "react";
import { demoCopy } from "#content/demo.ts";
import { site } from "#content/site.ts";
import { Button, type buttonVariants } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog.tsx";
import { DemoRequestForm } from "./demo-request-form.tsx";

type ScheduleDemoButtonProps = VariantProps<typeof buttonVariants> & {
  children: ReactNode;
  className?: string;
};

/**
 * Every 'Schedule Demo' / 'Schedule a Demo' button (spec §2): opens the one demo dialog. It embeds
 * the booking calendar from SCHEDULER_URL, loaded only while open, or else the request form.
 */
export function ScheduleDemoButton({ children, variant, size, className }: ScheduleDemoButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size} className={className}>
          <CalendarDays aria-hidden="true" /> {children}
        </Button>
      </DialogTrigger>
      <DialogContent className={site.schedulerUrl ? "max-w-3xl" : undefined}>
        <DialogTitle>{demoCopy.title}</DialogTitle>
        <DialogDescription>{demoCopy.description}</DialogDescription>
        {site.schedulerUrl ? (
          <iframe
            src={site.schedulerUrl}
            title={demoCopy.calendarTitle}
            className="mt-6 h-[min(70dvh,40rem)] w-full rounded-xl ring-1 ring-slate-200"
          />
        ) : (
          <DemoRequestForm onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
