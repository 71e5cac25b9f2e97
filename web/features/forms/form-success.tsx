import { CheckCircle2 } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

type FormSuccessProps = {
  title: string;
  message: string;
  closeLabel: string;
  onClose: () => void;
  className?: string;
};

/** What a dialog's form turns into once it has been sent: a confirmation and a way out. */
export function FormSuccess({ title, message, closeLabel, onClose, className }: FormSuccessProps) {
  return (
    <div role="status" className={cn("mt-6 flex flex-col items-center text-center", className)}>
      <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
      <h3 className="mt-4 text-xl font-semibold">{title}</h3>
      <p className="mt-2 max-w-sm text-slate-600">{message}</p>
      <Button variant="secondary" className="mt-6" onClick={onClose}>
        {closeLabel}
      </Button>
    </div>
  );
}
