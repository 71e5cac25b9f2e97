import { Loader2 } from "lucide-react";
import type * as React from "react";
import { Button } from "./button.tsx";

type SubmitButtonProps = Omit<React.ComponentProps<typeof Button>, "type" | "asChild"> & {
  /** The form is sending: the button is disabled and says `pendingLabel` beside a spinner. */
  pending: boolean;
  pendingLabel: React.ReactNode;
};

/** A form's submit button, which cannot send twice: every form of the site shows sending the same way. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  size = "lg",
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" size={size} disabled={pending || disabled} {...props}>
      {pending ? (
        <>
          <Loader2 aria-hidden="true" className="animate-spin" /> {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
