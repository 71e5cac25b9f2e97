import { MessageCircle } from "lucide-react";
import { widgetPortalCopy } from "#content/widget-portal.ts";
import type { WidgetPosition } from "#contracts/widget/index.ts";
import { cn } from "#web/lib/cn.ts";
import { textColorOn } from "#web/widget/color.ts";

const copy = widgetPortalCopy.settings;

type WidgetPreviewProps = {
  color: string;
  position: WidgetPosition;
  greeting: string;
  suggestions: string[];
};

/**
 * A live sketch of a customer's page with the launcher and the greeting as the settings stand,
 * drawn as the widget draws them: neutral suggestion chips, and the launcher's icon black or white,
 * whichever reads on the chosen colour (a light colour made the chips unreadable here).
 */
export function WidgetPreview({ color, position, greeting, suggestions }: WidgetPreviewProps) {
  const left = position === "bottom-left";
  const accent = /^#[0-9a-fA-F]{6}$/.test(color) ? color : "#4f46e5";
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-slate-200/80">
      <figcaption className="flex items-center gap-2 border-b border-slate-100 px-4 py-2.5 text-xs font-medium text-slate-500">
        <span aria-hidden="true" className="flex gap-1">
          <span className="size-2.5 rounded-full bg-slate-200" />
          <span className="size-2.5 rounded-full bg-slate-200" />
          <span className="size-2.5 rounded-full bg-slate-200" />
        </span>
        {copy.previewTitle}: {copy.previewPage}
      </figcaption>
      <div className="relative h-80 bg-gradient-to-b from-slate-50 to-white p-5">
        <div aria-hidden="true" className="grid gap-2">
          <div className="h-3 w-1/2 rounded bg-slate-200" />
          <div className="h-3 w-3/4 rounded bg-slate-100" />
          <div className="h-3 w-2/3 rounded bg-slate-100" />
        </div>
        <div
          className={cn(
            "absolute bottom-5 flex max-w-[75%] flex-col gap-3",
            left ? "left-5 items-start" : "right-5 items-end",
          )}
        >
          <div className="rounded-2xl bg-white px-4 py-3 text-sm text-slate-800 shadow-lift ring-1 ring-slate-900/5">
            <p>{greeting || copy.defaultGreeting}</p>
            {suggestions.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {suggestions.map((suggestion) => (
                  <li
                    key={suggestion}
                    className="rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs font-medium text-slate-900"
                  >
                    {suggestion}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full shadow-lift"
            style={{ backgroundColor: accent, color: textColorOn(accent) }}
          >
            <MessageCircle className="size-6" />
          </span>
        </div>
      </div>
    </figure>
  );
}
