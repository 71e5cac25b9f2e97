import type { ReactNode } from "react";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";

/**
 * An account action that is a single button ("Resend", "Sign out of all devices"): a form, so
 * Enter and the browser's own submit handling work, that runs `onSubmit` and shows it pending.
 */
export function OneButtonForm({
  onSubmit,
  pending,
  pendingLabel,
  children,
}: {
  onSubmit: () => void;
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubmitButton variant="secondary" size="md" pending={pending} pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
    </form>
  );
}
