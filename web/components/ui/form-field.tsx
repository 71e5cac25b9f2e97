import { cloneElement, type ReactElement, useId } from "react";
import { cn } from "#web/lib/cn.ts";
import { Label } from "./input.tsx";

type FormFieldProps = {
  label: string;
  /** The control (Input, Textarea…); it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<{
    id?: string;
    "aria-invalid"?: boolean;
    "aria-describedby"?: string;
    required?: boolean;
  }>;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
};

/** Label, control and error text wired together for assistive technology (docs/product.md §Conventions). */
export function FormField({ label, children, error, hint, required, className }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div data-slot="form-field" className={cn("grid gap-1.5", className)}>
      {/* The asterisk sits beside the label, not in it, so the field's name is exactly its label. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm font-medium text-red-600">
            *
          </span>
        ) : null}
      </div>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        required,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
