import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from "react";
import { timings } from "#contracts/constants.ts";
import { cn } from "#web/lib/cn.ts";

export type RevealDirection = "up" | "down" | "left" | "right" | "none";

type RevealProps = {
  children: ReactNode;
  /** Seconds before the transition starts. */
  delay?: number;
  /** Fraction of the element that must be visible before it shows. */
  threshold?: number;
  /** Pixels the element travels while fading in. */
  distance?: number;
  direction?: RevealDirection;
  /** Seconds the transition lasts. */
  duration?: number;
  className?: string;
  as?: "div" | "section" | "li" | "article";
};

const offsets: Record<RevealDirection, (distance: number) => string> = {
  up: (d) => `translateY(${d}px)`,
  down: (d) => `translateY(-${d}px)`,
  left: (d) => `translateX(${d}px)`,
  right: (d) => `translateX(-${d}px)`,
  none: () => "none",
};

/** Where a section stands: painted as it is, hidden below the fold until it scrolls in, or shown. */
type RevealState = "painted" | "waiting" | "revealed";

/**
 * Fades and slides its content in once, the first time it becomes visible, and keeps it shown
 * (docs/product.md §Routes; defaults from §Constants). Only a section that starts below the visible part of the page when
 * scripts run is hidden first (app.css), so the first paint shows everything a visitor can see and
 * nothing on the first screen waits for scripts: a phone sees the page's largest text at once. The
 * prerendered page hides nothing, so without JavaScript everything simply shows, and under
 * prefers-reduced-motion nothing moves.
 */
export function Reveal({
  children,
  delay = 0,
  threshold = timings.revealThreshold,
  distance = timings.revealDistancePx,
  direction = "up",
  duration = timings.revealDurationS,
  className,
  as: Component = "div",
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<RevealState>("painted");

  // The observer's first answer says whether the section starts out of sight: only then is it
  // hidden, where nobody sees it go. No layout is read here, so sections the browser has not laid
  // out yet (content-visibility, app.css) stay that way.
  const waiting = state === "waiting";
  const revealed = state === "revealed";
  useEffect(() => {
    const element = ref.current;
    if (!element || revealed || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // A section on the first screen stays as painted: no second render, no restyle.
          if (waiting) setState("revealed");
          observer.disconnect();
        } else if (!waiting) {
          setState("waiting");
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [waiting, revealed, threshold]);

  const style = {
    "--reveal-from": offsets[direction](distance),
    "--reveal-delay": `${delay}s`,
    "--reveal-duration": `${duration}s`,
  } as CSSProperties;

  return (
    <Component
      ref={ref as React.Ref<never>}
      data-reveal={waiting ? "waiting" : ""}
      data-revealed={revealed ? "" : undefined}
      style={style}
      className={cn(className)}
    >
      {children}
    </Component>
  );
}
