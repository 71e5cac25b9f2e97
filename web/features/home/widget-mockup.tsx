import { Globe2, Mic, Send, Video } from "lucide-react";
import { widgetDemo } from "#content/home.ts";

/** A crisp drawing of the product: the video assistant talking to a visitor on a shop's website. */
export function WidgetMockup() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[34rem] select-none">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-brand-200/50 via-white/0 to-accent-500/20 blur-2xl" />
      <div className="overflow-hidden rounded-2xl bg-white shadow-lift ring-1 ring-slate-900/5">
        <div className="flex items-center gap-2 border-b border-slate-100 bg-slate-50/80 px-4 py-3">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-white ring-1 ring-slate-200" />
        </div>
        <div className="grid grid-cols-[1fr_13.5rem] gap-4 p-4 sm:grid-cols-[1fr_15rem] sm:p-5">
          <div className="space-y-3 pt-1">
            <div className="h-24 rounded-xl bg-gradient-to-br from-slate-100 to-slate-50" />
            <div className="h-3 w-4/5 rounded-full bg-slate-200" />
            <div className="h-3 w-3/5 rounded-full bg-slate-100" />
            <div className="grid grid-cols-2 gap-2 pt-2">
              <div className="h-16 rounded-lg bg-slate-100" />
              <div className="h-16 rounded-lg bg-slate-100" />
            </div>
            <div className="h-3 w-2/3 rounded-full bg-slate-100" />
          </div>
          <div className="overflow-hidden rounded-xl bg-white shadow-soft ring-1 ring-slate-200">
            <AssistantVideo />
            <div className="space-y-2 p-3 text-[0.7rem] leading-snug sm:text-xs">
              <p className="w-fit max-w-[92%] rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-slate-700">
                {widgetDemo.greeting}
              </p>
              <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-white">
                {widgetDemo.visitorQuestion}
              </p>
              <p className="w-fit max-w-[92%] rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-slate-700">
                {widgetDemo.answer}
              </p>
              <div className="flex items-center gap-2 rounded-full bg-slate-50 px-3 py-1.5 ring-1 ring-slate-200">
                <span className="flex-1 text-slate-400">Ask anything…</span>
                <Mic className="size-3.5 text-slate-400" />
                <Send className="size-3.5 text-brand-600" />
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-5 -left-3 flex items-center gap-2 rounded-full bg-white px-3.5 py-2 text-xs font-semibold text-slate-800 shadow-lift ring-1 ring-slate-900/5 sm:-left-6">
        <Globe2 className="size-4 text-brand-600" /> {widgetDemo.languages}
      </div>
    </div>
  );
}

/** The assistant's "video": an illustrated face with a live badge and a speaking waveform. */
function AssistantVideo() {
  return (
    <div className="relative aspect-[4/3] bg-gradient-to-br from-brand-500 via-brand-600 to-accent-600">
      <svg viewBox="0 0 160 120" aria-hidden="true" className="absolute inset-0 size-full">
        <circle cx="80" cy="122" r="52" fill="#1e1b4b" opacity="0.55" />
        <circle cx="80" cy="52" r="25" fill="#fcd9c0" />
        <path d="M55 50c0-18 12-28 26-28s25 10 25 26c-6-8-15-11-26-11S59 41 55 50Z" fill="#3b2418" />
        <circle cx="71" cy="53" r="2.2" fill="#1f2937" />
        <circle cx="89" cy="53" r="2.2" fill="#1f2937" />
        <path
          d="M72 63c4.5 4 11.5 4 16 0"
          fill="none"
          stroke="#9a3412"
          strokeWidth="2.2"
          strokeLinecap="round"
        />
      </svg>
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
