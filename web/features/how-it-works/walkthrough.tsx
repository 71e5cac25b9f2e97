import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { walkthroughCopy as copy } from "#content/how-it-works.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Tooltip } from "#web/components/ui/tooltip.tsx";
import { cn } from "#web/lib/cn.ts";
import { WalkthroughScene } from "./walkthrough-scenes.tsx";

/** How long each scene stays on screen while playing. */
const SCENE_MS = 6000;

const prefersReducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The 'Watch Demo' video (docs/product.md §Deviations): our own animated walkthrough in four scenes. It plays on its
 * own and can be paused and stepped through (WCAG 2.2.2); with reduced motion it starts paused and
 * its animations are off (app.css), so every scene shows its final frame.
 */
export function Walkthrough() {
  const scenes = copy.scenes;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    if (!playing) return;
    // Restarts with every scene, so a step the visitor chose also gets its full time.
    const next = (index + 1) % scenes.length;
    const timer = setTimeout(() => setIndex(next), SCENE_MS);
    return () => clearTimeout(timer);
  }, [playing, index]);

  const scene = scenes[index] ?? scenes[0];
  const go = (next: number) => setIndex((next + scenes.length) % scenes.length);

  return (
    <div className="mt-6">
      <div className="relative aspect-video overflow-hidden rounded-xl bg-gradient-to-br from-slate-950 via-brand-900 to-accent-600 ring-1 ring-slate-900/10">
        {/* A new key restarts the scene's animations each time it is shown. */}
        <WalkthroughScene key={index} index={index} />
        {playing ? (
          <div
            key={`progress-${index}`}
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 h-1 origin-left bg-white/80"
            style={{ animation: `grow-x ${SCENE_MS}ms linear both` }}
          />
        ) : null}
      </div>
      <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div aria-live={playing ? "off" : "polite"} aria-atomic="true" className="min-h-24">
          <p className="text-sm font-semibold text-brand-700">{copy.stepLabel(index + 1, scenes.length)}</p>
          <h3 className="mt-1 text-lg font-semibold tracking-tight">{scene?.title}</h3>
          <p className="mt-1 text-sm leading-6 text-slate-600">{scene?.text}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Tooltip label={copy.previous}>
            <Button variant="secondary" size="icon" onClick={() => go(index - 1)} aria-label={copy.previous}>
              <ChevronLeft aria-hidden="true" />
            </Button>
          </Tooltip>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setPlaying((value) => !value)}
            className="w-24"
          >
            {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            {playing ? copy.pause : copy.resume}
          </Button>
          <Tooltip label={copy.next}>
            <Button variant="secondary" size="icon" onClick={() => go(index + 1)} aria-label={copy.next}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </Tooltip>
        </div>
      </div>
      <ol className="mt-4 grid grid-cols-4 gap-2" aria-label={copy.title}>
        {scenes.map((item, position) => (
          <li key={item.title}>
            <button
              type="button"
              onClick={() => go(position)}
              aria-current={position === index ? "step" : undefined}
              className="group flex h-6 w-full items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cn(
                  "h-1.5 w-full rounded-full transition-colors",
                  position === index ? "bg-brand-600" : "bg-slate-200 group-hover:bg-slate-300",
                )}
              />
              <span className="sr-only">{item.title}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
