import { Play } from "lucide-react";
import { walkthroughCopy } from "#content/how-it-works.ts";
import { WidgetMockup } from "#web/features/home/widget-mockup.tsx";
import { preloadWalkthrough, WatchDemoDialog } from "./watch-demo-dialog.tsx";

/** The demo video's place on the page (spec §2): a poster that plays the walkthrough. */
export function VideoPoster() {
  return (
    <WatchDemoDialog
      trigger={
        <button
          type="button"
          onPointerEnter={preloadWalkthrough}
          onFocus={preloadWalkthrough}
          className="group relative block w-full overflow-hidden rounded-[2rem] bg-gradient-to-br from-slate-950 via-brand-900 to-accent-600 px-6 pt-14 pb-20 shadow-lift sm:px-16 sm:pt-16"
        >
          <div className="pointer-events-none opacity-90 transition-transform duration-500 group-hover:scale-[1.02]">
            <WidgetMockup badge={walkthroughCopy.posterBadge} />
          </div>
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-20 items-center justify-center rounded-full bg-white text-brand-700 shadow-lift ring-8 ring-white/25 transition-transform duration-300 group-hover:scale-110">
              <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
            </span>
          </span>
          <span className="absolute inset-x-0 bottom-6 text-center text-sm font-semibold text-white">
            {walkthroughCopy.play}
          </span>
        </button>
      }
    />
  );
}
