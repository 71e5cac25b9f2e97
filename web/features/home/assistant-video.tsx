import { Video } from "lucide-react";
import { widgetDemo } from "#content/home.ts";
import { assistantPortrait as portrait } from "./assistant-portrait.ts";

/** The assistant's "video": an illustrated face with a live badge and a speaking waveform. */
export function AssistantVideo() {
  return (
    <div className="relative aspect-[4/3] bg-gradient-to-br from-brand-500 via-brand-600 to-accent-600">
      <img src={portrait} alt="" className="absolute inset-0 size-full" />
      <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/30 px-2 py-0.5 text-[0.6rem] font-semibold text-white backdrop-blur">
        <span className="size-1.5 animate-pulse rounded-full bg-emerald-400" /> LIVE
      </span>
      <span className="absolute top-2 right-2 rounded-full bg-black/30 p-1 text-white backdrop-blur">
        <Video className="size-3" />
      </span>
      <div className="absolute inset-x-0 bottom-0 flex items-end justify-between bg-gradient-to-t from-black/50 to-transparent px-2.5 pt-6 pb-2 text-white">
        <div>
          <p className="text-xs font-semibold">{widgetDemo.assistantName}</p>
          <p className="text-[0.6rem] text-white/80">{widgetDemo.assistantRole}</p>
        </div>
        <div className="flex h-4 items-end gap-0.5">
          {[40, 85, 60, 100, 55, 75].map((height) => (
            <span key={height} className="w-0.5 rounded-full bg-white/90" style={{ height: `${height}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}
