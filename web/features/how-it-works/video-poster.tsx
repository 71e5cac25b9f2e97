import { Globe2, Play } from "lucide-react";
import { walkthroughCopy } from "#content/how-it-works.ts";
import { AssistantVideo } from "#web/features/home/assistant-video.tsx";
import { WatchDemoDialog } from "./watch-demo-dialog.tsx";

/** The demo video's place on the page (spec §2): a poster that plays the walkthrough. */
export function VideoPoster() {
  return (
    <WatchDemoDialog
      renderTrigger={(triggerProps) => (
        <button
          type="button"
          {...triggerProps}
          className="group relative block w-full overflow-hidden rounded-[2rem] bg-gradient-to-br from-slate-950 via-brand-900 to-accent-600 px-6 py-12 shadow-lift sm:px-16 sm:py-16"
        >
          <span
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-80 rounded-full bg-accent-500/30 blur-3xl"
          />
          <span
            aria-hidden="true"
            className="relative mx-auto block max-w-md overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/20 transition-transform duration-500 group-hover:scale-[1.02]"
          >
            <AssistantVideo />
          </span>
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-20 items-center justify-center rounded-full bg-white text-brand-700 shadow-lift ring-8 ring-white/25 transition-transform duration-300 group-hover:scale-110">
              <Play className="ml-1 size-8 fill-current" />
            </span>
          </span>
          <span className="relative mt-8 flex flex-wrap items-center justify-center gap-x-4 gap-y-2 text-sm font-semibold text-white">
            {walkthroughCopy.play}
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs ring-1 ring-white/20">
              <Globe2 aria-hidden="true" className="size-3.5" /> {walkthroughCopy.posterBadge}
            </span>
          </span>
        </button>
      )}
    />
  );
}
