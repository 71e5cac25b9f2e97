import { cva, type VariantProps } from "class-variance-authority";
import { AlertCircle, CheckCircle2, Info, type LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "#web/lib/cn.ts";

export const alertVariants = cva("flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1", {
  variants: {
    tone: {
      error: "bg-red-50 text-red-800 ring-red-200",
      success: "bg-emerald-50 text-emerald-900 ring-emerald-200",
      notice: "bg-amber-50 text-amber-900 ring-amber-200",
    },
  },
});

type Tone = NonNullable<VariantProps<typeof alertVariants>["tone"]>;

const ICONS: Record<Tone, { icon: LucideIcon; className: string }> = {
  error: { icon: AlertCircle, className: "text-red-600" },
  success: { icon: CheckCircle2, className: "text-emerald-600" },
  notice: { icon: Info, className: "text-amber-600" },
};

function ToneAlert({ tone, className, children, ...props }: React.ComponentProps<"div"> & { tone: Tone }) {
  const { icon: Icon, className: iconClassName } = ICONS[tone];
  return (
    <div data-slot={`${tone}-alert`} className={cn(alertVariants({ tone }), className)} {...props}>
      <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", iconClassName)} />
      {/* A long address in the text wraps inside the box instead of running out of it. */}
      <div className="min-w-0 break-words">{children}</div>
    </div>
  );
}

/** A red box for a failed submission (spec §2: the sign-in and sign-up errors). */
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
