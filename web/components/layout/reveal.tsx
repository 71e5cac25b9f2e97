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

/**
 * Fades and slides its content in once, the first time it becomes visible, and keeps it shown
 * (spec §2; defaults from §9). Hidden only when scripts run (see app.css), and never moved under
 * prefers-reduced-motion.
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
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || revealed) return;
    if (typeof IntersectionObserver === "undefined") {
      setRevealed(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [revealed, threshold]);

  const style = {
    "--reveal-from": offsets[direction](distance),
    "--reveal-delay": `${delay}s`,
    "--reveal-duration": `${duration}s`,
  } as CSSProperties;

  return (
    <Component
      ref={ref as React.Ref<never>}
      data-reveal=""
      data-revealed={revealed ? "" : undefined}
      style={style}
      className={cn(className)}
    >
      {children}
    </Component>
  );
}
