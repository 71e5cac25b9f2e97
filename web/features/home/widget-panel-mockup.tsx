import { Send, Volume2 } from "lucide-react";
import { widgetDemo } from "#content/home.ts";
import { assistantPortrait as portrait } from "./assistant-portrait.ts";

/**
 * The widget's panel as a visitor sees it (web/widget/panel): the business and its presenter in the
 * header, the answer's video across the panel's width with captions on a dark band, replay and
 * sound over it, the conversation below and the question box at the foot.
 */
export function WidgetPanelMockup() {
  return (
    <div className="flex flex-col overflow-hidden rounded-xl bg-white shadow-soft ring-1 ring-slate-200">
      <div className="flex items-center gap-2 bg-brand-600 px-2.5 py-2 text-white">
        <img src={portrait} alt="" className="size-7 rounded-full bg-brand-200 object-cover" />
        <div className="min-w-0 flex-1 leading-tight">
          <p className="truncate text-[0.7rem] font-semibold sm:text-xs">{widgetDemo.businessName}</p>
          <p className="text-[0.55rem] text-white/85">{widgetDemo.panelRole}</p>
        </div>
        <span className="text-sm leading-none">×</span>
      </div>
      <div className="relative aspect-video bg-gradient-to-br from-brand-500 via-brand-600 to-accent-600">
        <img src={portrait} alt="" className="absolute inset-0 size-full object-cover" />
        <div className="absolute top-1.5 right-1.5 flex gap-1">
          <span className="grid size-[1.125rem] place-items-center rounded-full bg-slate-950/60 text-[0.6rem] leading-none text-white">
            ↻
          </span>
          <span className="rounded-full bg-slate-950/60 p-1 text-white">
            <Volume2 className="size-2.5" />
          </span>
        </div>
        <p className="absolute inset-x-0 bottom-1.5 mx-auto w-fit max-w-[92%] rounded bg-slate-950/80 px-1.5 py-0.5 text-center text-[0.6rem] leading-snug font-medium text-white sm:text-[0.65rem]">
          {widgetDemo.caption}
        </p>
      </div>
      <div className="space-y-2 bg-slate-50 p-2.5 text-[0.65rem] leading-snug sm:text-[0.7rem]">
        <p className="w-fit max-w-[92%] rounded-2xl bg-white px-2.5 py-1.5 text-slate-700 ring-1 ring-slate-200">
          {widgetDemo.greeting}
        </p>
        <p className="ml-auto w-fit max-w-[85%] rounded-2xl bg-brand-600 px-2.5 py-1.5 text-white">
          {widgetDemo.visitorQuestion}
        </p>
        <p className="w-fit max-w-[92%] rounded-2xl bg-white px-2.5 py-1.5 text-slate-700 ring-1 ring-slate-200">
          {widgetDemo.answer}
        </p>
      </div>
      <div className="flex items-center gap-2 border-t border-slate-200 px-2.5 py-2 text-[0.65rem] sm:text-[0.7rem]">
        <span className="flex-1 rounded-lg px-2 py-1 text-slate-500 ring-1 ring-slate-300">
          {widgetDemo.questionPlaceholder}
        </span>
        <span className="rounded-lg bg-brand-600 p-1.5 text-white">
          <Send className="size-3" />
        </span>
      </div>
    </div>
  );
}
