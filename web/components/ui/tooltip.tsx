import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { timings } from "#contracts/constants.ts";

/**
 * When the last tooltip closed: moving from one icon to the next within the skip delay shows the
 * next label at once instead of waiting again (docs/product.md §Constants: open delay 700 ms, skip delay 300 ms).
 */
let lastClosedAt = Number.NEGATIVE_INFINITY;
/** Closes the label on screen, if any: one shows at a time (a hovered one and a focused one). */
let closeShown: (() => void) | undefined;

/** The least room a label keeps from the window's edges. */
const EDGE_MARGIN_PX = 8;

type TooltipProps = {
  /** The words an icon-only control stands for: the same as its accessible name. */
  label: string;
  children: ReactNode;
};

/**
 * A short label over an icon-only control, for mouse and keyboard users who cannot see what the
 * icon means. It opens after a hover of 700 ms, or at once when the keyboard brings focus to the
 * control (not on the focus a click gives), stays while the pointer is over it (WCAG 1.4.13), and
 * closes on leaving, on a press and on Escape. Touch shows none: a tap acts at once. The control
 * keeps its own accessible name; the label only shows it.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const bubble = useRef<HTMLSpanElement>(null);
  // One function for the component's life, so the module can tell whether the label shown is ours.
  const [close] = useState(() => () => {
    lastClosedAt = performance.now();
    closeShown = undefined;
    setOpen(false);
  });

  const show = (delayMs: number) => {
    clearTimeout(timer.current);
    const reveal = () => {
      if (closeShown !== close) closeShown?.();
      closeShown = close;
      setOpen(true);
    };
    if (delayMs <= 0) reveal();
    else timer.current = setTimeout(reveal, delayMs);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (closeShown === close) close();
  };

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (closeShown === close) closeShown = undefined;
    },
    [close],
  );
  // Centred over its control unless that puts it past the window's edge (an icon at the end of a
  // field on a phone): then moved in, before it is painted.
  useLayoutEffect(() => {
    const element = bubble.current;
    if (!open || !element) return;
    const { left, right } = element.getBoundingClientRect();
    const overRight = right - (document.documentElement.clientWidth - EDGE_MARGIN_PX);
    const shift = overRight > 0 ? -overRight : Math.max(0, EDGE_MARGIN_PX - left);
    element.style.marginLeft = shift === 0 ? "" : `${shift}px`;
  }, [open]);
  useEffect(() => {
    if (!open) return;
    // Escape dismisses the label wherever focus is, so a mouse user need not move the pointer away.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it watches the events of the control inside, which is the interactive element
    <span
      data-slot="tooltip-trigger"
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType !== "mouse") return;
        const skip = performance.now() - lastClosedAt < timings.tooltipSkipDelayMs;
        show(skip ? 0 : timings.tooltipDelayMs);
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => {
        if (event.target.matches(":focus-visible")) show(0);
      }}
      onBlur={hide}
    >
      {children}
      {/*
       * Hidden from screen readers: they hear the same words as the control's name already. Always
       * in the document, shown or hidden: a label removed as focus leaves its control is a node
       * removed while nothing has focus, which a dialog's focus trap answers by taking focus back to
       * the dialog (Radix FocusScope), so Tab could never leave the first control with a label.
       */}
      <span
        ref={bubble}
        role="tooltip"
        aria-hidden="true"
        hidden={!open}
        className="pointer-events-auto absolute bottom-full left-1/2 z-50 mb-2 -translate-x-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white shadow-lg"
      >
        {label}
      </span>
    </span>
  );
}
