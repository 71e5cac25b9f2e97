import { VideoPoster } from "#web/features/how-it-works/video-poster.tsx";
import { Island } from "./island.tsx";

/** /how-it-works' video poster, whose play button opens the walkthrough's dialog. */
export function VideoPosterIsland() {
  return (
    <Island>
      <VideoPoster />
    </Island>
  );
}
