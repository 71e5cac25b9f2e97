import { Globe2, Play } from "lucide-react";
import { walkthroughCopy } from "#content/how-it-works.ts";
import { AssistantVideo } from "#web/features/home/assistant-video.tsx";
import { WatchDemoDialog } from "./watch-demo-dialog.tsx";

/**
 * The demo video's place on the page (docs/product.md §Routes): a poster of the assistant, and over it the button
 * that plays the walkthrough (a button holds text only, so the picture sits behind it).
 */
export function VideoPoster() {
  return (
    <div className="group relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-slate-950 via-brand-900 to-accent-600 px-6 pt-12 pb-28 shadow-lift sm:px-16 sm:pt-16">
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-80 bg-radial-[closest-side] from-accent-500/30 from-30% to-transparent"
      />
      <div
        aria-hidden="true"
        className="relative mx-auto max-w-md overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/20 transition-transform duration-500 group-hover:scale-[1.02]"
      >
        <AssistantVideo />
      </div>
      <p className="absolute inset-x-0 bottom-8 flex justify-center">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/20">
          <Globe2 aria-hidden="true" className="size-3.5" /> {walkthroughCopy.posterBadge}
        </span>
      </p>
      <WatchDemoDialog
        renderTrigger={(triggerProps) => (
          <button
            type="button"
            {...triggerProps}
            className="absolute inset-0 flex items-center justify-center rounded-[2rem] pt-12 pb-28 text-sm font-semibold text-white sm:pt-16"
          >
            <span
              aria-hidden="true"
              className="flex size-16 items-center justify-center rounded-full bg-white text-brand-700 shadow-lift ring-8 ring-white/25 sm:size-20 transition-transform duration-300 group-hover:scale-110"
            >
              <Play className="ml-1 size-7 fill-current sm:size-8" />
            </span>
            {/* Below the picture, clear of its caption, in the band above the badge. */}
            <span className="absolute inset-x-0 bottom-[4.25rem] mx-auto w-fit rounded-full bg-slate-950/50 px-4 py-1.5 backdrop-blur">
              {walkthroughCopy.play}
            </span>
          </button>
        )}
      />
    </div>
  );
}
