import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { Input } from "./input.tsx";
import { Tooltip } from "./tooltip.tsx";

type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /** The toggle's accessible names; they change with the state, so a screen reader hears what it does. */
  showLabel: string;
  hideLabel: string;
};

/**
 * A password field with a show/hide toggle (docs/product.md §Routes). FormField wires label and errors to the input;
 * the toggle is a real button after it, reachable by keyboard.
 */
export function PasswordInput({ className, showLabel, hideLabel, disabled, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  const toggleLabel = visible ? hideLabel : showLabel;
  return (
    <div data-slot="password-input" className="relative">
      <Input
        type={visible ? "text" : "password"}
        // Shown passwords are not spell-checked or autocorrected (some browsers send those to a server).
        // A string: Preact, which renders the account pages (decision 0060), writes no attribute for `false`.
        spellCheck="false"
        autoCapitalize="none"
        autoCorrect="off"
        disabled={disabled}
        className={cn("pr-12", className)}
        {...props}
      />
      <div className="absolute inset-y-0 right-1 flex items-center">
        <Tooltip label={toggleLabel}>
          <button
            type="button"
            data-slot="password-toggle"
            onClick={() => setVisible((shown) => !shown)}
            disabled={disabled}
            aria-label={toggleLabel}
            className="flex size-9 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
          >
            <Icon aria-hidden="true" className="size-[1.125rem]" />
          </button>
        </Tooltip>
      </div>
    </div>
  );
}
