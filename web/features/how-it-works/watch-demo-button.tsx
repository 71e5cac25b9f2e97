import { PlayCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { WatchDemoDialog } from "./watch-demo-dialog.tsx";

/** The hero's 'Watch Demo': a button that plays the walkthrough in its dialog. */
export function WatchDemoButton({ children }: { children: ReactNode }) {
  return (
    <WatchDemoDialog
      renderTrigger={(triggerProps) => (
        <Button variant="secondary" size="lg" {...triggerProps}>
          <PlayCircle aria-hidden="true" /> {children}
        </Button>
      )}
    />
  );
}
