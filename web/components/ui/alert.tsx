import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import type * as React from "react";
import { cn } from "#web/lib/cn.ts";

/** Beside the icon; a long address in the text wraps inside the box instead of running out of it. */
const ALERT_TEXT = "min-w-0 break-words";

/** A red box for a failed submission (spec §2: the sign-in and sign-up errors). */
export function ErrorAlert({ className, children, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="alert"
      data-slot="error-alert"
      className={cn(
        "flex items-start gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200",
        className,
      )}
      {...props}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <div className={ALERT_TEXT}>{children}</div>
    </div>
  );
}

/** A green box confirming something happened (a sent link, a changed password). */
export function SuccessAlert({ className, children, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="status"
      data-slot="success-alert"
      className={cn(
        "flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200",
        className,
      )}
      {...props}
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      <div className={ALERT_TEXT}>{children}</div>
    </div>
  );
}

/** An amber box saying what is missing and where to go instead (a page opened without its link). */
export function NoticeAlert({ className, children, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="alert"
      data-slot="notice-alert"
      className={cn(
        "flex items-start gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200",
        className,
      )}
      {...props}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <div className={ALERT_TEXT}>{children}</div>
    </div>
  );
}
