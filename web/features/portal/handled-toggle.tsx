import { Check, Loader2, RotateCcw } from "lucide-react";
import { portalCopy } from "#content/portal.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

const copy = portalCopy.handling;

type HandledToggleProps = {
  handled: boolean;
  /** While the change is saved. */
  pending: boolean;
  onToggle: (handled: boolean) => void;
};

/** Whether something is handled, and the button that changes it (a lead, a question for the team). */
export function HandledToggle({ handled, pending, onToggle }: HandledToggleProps) {
  return (
    <div className="flex items-center gap-2">
      <span
        className={cn(
          "rounded-full px-2.5 py-1 text-xs font-semibold ring-1",
          handled
            ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
            : "bg-amber-50 text-amber-900 ring-amber-200",
        )}
      >
        {handled ? copy.handled : copy.open}
      </span>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to <body>. */}
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={pending}
        className="aria-disabled:cursor-progress aria-disabled:opacity-60"
        onClick={() => {
          if (!pending) onToggle(!handled);
        }}
      >
        {pending ? (
          <Loader2 aria-hidden="true" className="animate-spin" />
        ) : handled ? (
          <RotateCcw aria-hidden="true" />
        ) : (
          <Check aria-hidden="true" />
        )}
        {handled ? copy.markOpen : copy.markHandled}
      </Button>
    </div>
  );
}
