import type { VariantProps } from "class-variance-authority";
import { CalendarDays } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { demoCopy } from "#content/demo.ts";
import { hosts } from "#content/hosts.ts";
import { Button, type buttonVariants } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "#web/components/ui/dialog.tsx";

// The form (react-hook-form, zod, the demo contract) loads when a visitor shows interest, not with
// every page: hovering or focusing the button starts the download, opening the dialog awaits it.
const loadDemoRequestForm = () => import("./demo-request-form.tsx");
const DemoRequestForm = lazy(() =>
  loadDemoRequestForm().then((module) => ({ default: module.DemoRequestForm })),
);

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
        <Button
          variant={variant}
          size={size}
          className={className}
          onPointerEnter={loadDemoRequestForm}
          onFocus={loadDemoRequestForm}
        >
          <CalendarDays aria-hidden="true" /> {children}
        </Button>
      </DialogTrigger>
      <DialogContent className={hosts.schedulerUrl ? "max-w-3xl" : undefined}>
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
            <DemoRequestForm onDone={() => setOpen(false)} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}

function FormSkeleton() {
  return (
    <div aria-hidden="true" className="mt-6 grid animate-pulse gap-4">
      <div className="h-4 w-3/4 rounded bg-slate-100" />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="h-16 rounded-xl bg-slate-100" />
        <div className="h-16 rounded-xl bg-slate-100" />
      </div>
      <div className="h-24 rounded-xl bg-slate-100" />
      <div className="h-13 rounded-full bg-slate-100" />
    </div>
  );
}
