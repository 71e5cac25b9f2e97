import { Globe2 } from "lucide-react";
import { widgetDemo } from "#content/home.ts";
import { PageSketch } from "./page-sketch.tsx";
import { WidgetPanelMockup } from "./widget-panel-mockup.tsx";

/**
 * A crisp drawing of the product: the video assistant talking to a visitor on a shop's website, in
 * the panel as it really looks (widget-panel-mockup.tsx).
 * `badge` is the floating claim; each page shows its own language count (docs/product.md §Product).
 */
export function WidgetMockup({ badge = widgetDemo.languages }: { badge?: string }) {
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
            <PageSketch />
            <div className="h-3 w-2/3 rounded-full bg-slate-100" />
          </div>
          <WidgetPanelMockup />
        </div>
      </div>
      <div className="absolute -bottom-5 -left-3 flex items-center gap-2 rounded-full bg-white px-3.5 py-2 text-xs font-semibold text-slate-800 shadow-lift ring-1 ring-slate-900/5 sm:-left-6">
        <Globe2 className="size-4 text-brand-600" /> {badge}
      </div>
    </div>
  );
}
