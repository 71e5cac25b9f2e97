import { WatchDemoButton } from "#web/features/how-it-works/watch-demo-button.tsx";
import { Island } from "./island.tsx";

/** /how-it-works' 'Watch Demo' button: the walkthrough's dialog, loaded as the visitor comes to it. */
export function WatchDemoIsland({ label }: { label: string }) {
  return (
    <Island>
      <WatchDemoButton>{label}</WatchDemoButton>
    </Island>
  );
}
