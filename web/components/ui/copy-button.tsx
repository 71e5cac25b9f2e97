import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { timings } from "#contracts/constants.ts";
import { Button } from "./button.tsx";

type CopyButtonProps = {
  text: string;
  /** The button's label, e.g. "Copy code". */
  label: string;
  /** Shown and announced for 2 s after a successful copy (docs/product.md §Behaviour and §Constants). */
  copiedLabel: string;
  /** Announced when the browser refuses the clipboard. */
  failedLabel: string;
  className?: string;
};

type CopyState = "idle" | "copied" | "failed";

/**
 * Copies `text` to the clipboard; a checkmark and the word "Copied" replace the label for 2 s,
 * and a polite live region announces the outcome to screen readers.
 */
export function CopyButton({ text, label, copiedLabel, failedLabel, className }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
      timer.current = setTimeout(() => setState("idle"), timings.copyConfirmationMs);
    } catch {
      // No clipboard access (permissions, an insecure origin): say so, the code stays selectable.
      setState("failed");
    }
  }

  const copied = state === "copied";
  return (
    <>
      <Button variant="secondary" size="sm" onClick={copy} data-state={state} className={className}>
        {copied ? <Check aria-hidden="true" className="text-emerald-600" /> : <Copy aria-hidden="true" />}
        {copied ? copiedLabel : label}
      </Button>
      {/* The button already shows "Copied"; the failure needs its words on screen as well. */}
      <span role="status" className={state === "failed" ? "text-sm text-red-700" : "sr-only"}>
        {copied ? copiedLabel : state === "failed" ? failedLabel : ""}
      </span>
    </>
  );
}
