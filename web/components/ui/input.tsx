import type * as React from "react";
import { cn } from "#web/lib/cn.ts";

const fieldBase =
  "w-full rounded-xl text-[0.9375rem] shadow-xs ring-1 ring-slate-300 transition-shadow placeholder:text-slate-500 " +
  "focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:opacity-70 " +
  "aria-invalid:ring-red-500 aria-invalid:focus:ring-red-600";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        fieldBase,
        "h-11",
        type === "color" ? "p-1.5" : "px-3.5",
        // A read-only field (an account's email) looks settled rather than editable.
        props.readOnly ? "bg-slate-50 text-slate-600" : "bg-white text-slate-900",
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldBase, "min-h-24 bg-white px-3.5 py-2.5 text-slate-900", className)}
      {...props}
    />
  );
}

/** A label always names its control (htmlFor is required). */
export function Label({ htmlFor, className, ...props }: React.ComponentProps<"label"> & { htmlFor: string }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the text arrives as children through props
    <label
      data-slot="label"
      htmlFor={htmlFor}
      className={cn("text-sm font-medium text-slate-900", className)}
      {...props}
    />
  );
}

/** A native select: the platform's own picker on phones, full keyboard support everywhere (chevron in app.css). */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="select"
      className={cn(fieldBase, "h-11 appearance-none bg-white pr-10 pl-3.5 text-slate-900", className)}
      {...props}
    />
  );
}
