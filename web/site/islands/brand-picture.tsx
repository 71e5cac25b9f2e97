import { lazy, Suspense } from "react";
import { useMediaQuery } from "#web/lib/use-media-query.ts";
import { Island } from "./island.tsx";

const WidgetMockup = lazy(() =>
  import("#web/features/home/widget-mockup.tsx").then((module) => ({ default: module.WidgetMockup })),
);

/**
 * Where the account pages' brand panel shows (Tailwind's `lg`) with room for the picture above its
 * quote: the panel is one screen tall, and on a window under 800 px the picture ran into the quote.
 * The island's `client:media`: a phone never loads it.
 */
export const ROOM_FOR_PICTURE = "(min-width: 64rem) and (min-height: 50rem)";

/**
 * What the visitor signs in to: the assistant on a customer's website. Decoration for wide screens
 * only, drawn once the page runs: in the static HTML every phone would download it hidden, and it
 * pushed the account pages over the first round trip's 14 KB (their largest paint 1.21 → 1.36 s in
 * Lighthouse's slow 4G). Still checked once running: a window made smaller hides it again.
 */
export function BrandPictureIsland() {
  const fits = useMediaQuery(ROOM_FOR_PICTURE);
  return (
    <Island>
      {fits ? (
        <Suspense fallback={null}>
          <WidgetMockup />
        </Suspense>
      ) : null}
    </Island>
  );
}
