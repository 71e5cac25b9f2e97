import { TryItLive } from "#web/features/home/try-it-live.tsx";
import { Island } from "./island.tsx";

/** "Try it live": the button that loads our own widget on demand. */
export function TryItLiveIsland() {
  return (
    <Island>
      <TryItLive />
    </Island>
  );
}
