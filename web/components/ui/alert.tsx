import { AlertCircle, CheckCircle2, Info, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "#web/lib/cn.ts";

// A plain record, not cva: cva here made it a chunk of its own shared with the button, which put the
// home page's JavaScript over its budget (bench/page-weight.ts) for three fixed strings.
const TONES = {
  error: { box: "bg-red-50 text-red-800 ring-red-200", icon: AlertCircle, iconClassName: "text-red-600" },
  success: {
    box: "bg-emerald-50 text-emerald-900 ring-emerald-200",
    icon: CheckCircle2,
    iconClassName: "text-emerald-600",
  },
  notice: { box: "bg-amber-50 text-amber-900 ring-amber-200", icon: Info, iconClassName: "text-amber-600" },
} satisfies Record<string, { box: string; icon: LucideIcon; iconClassName: string }>;

type Tone = keyof typeof TONES;

function ToneAlert({ tone, className, children, ...props }: React.ComponentProps<"div"> & { tone: Tone }) {
  const { box, icon: Icon, iconClassName } = TONES[tone];
  return (
    <div
      data-slot={`${tone}-alert`}
      className={cn("flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1", box, className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", iconClassName)} />
      {/* A long address in the text wraps inside the box instead of running out of it. */}
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}

/** A red box for a failed submission (docs/product.md §Routes: the sign-in and sign-up errors). */
export function ErrorAlert(props: React.ComponentProps<"div">) {
  return <ToneAlert tone="error" role="alert" {...props} />;
}

/** A green box confirming something happened (a sent link, a changed password). */
export function SuccessAlert(props: React.ComponentProps<"div">) {
  return <ToneAlert tone="success" role="status" {...props} />;
}

/** An amber box saying what is missing and where to go instead (a page opened without its link). */
export function NoticeAlert(props: React.ComponentProps<"div">) {
  return <ToneAlert tone="notice" role="alert" {...props} />;
}
