import type { ButtonVariantProps } from "#web/components/ui/button.tsx";
import { ScheduleDemoButton } from "#web/features/demo/schedule-demo-button.tsx";
import { Island } from "./island.tsx";

/** A 'Schedule Demo' button with its dialog: the dialog opens before hydration (a native one). */
export function ScheduleDemoIsland({ label, ...variant }: ButtonVariantProps & { label: string }) {
  return (
    <Island>
      <ScheduleDemoButton {...variant}>{label}</ScheduleDemoButton>
    </Island>
  );
}
