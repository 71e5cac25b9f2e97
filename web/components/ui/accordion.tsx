import { ChevronDown } from "lucide-react";
import { createContext, type KeyboardEvent, type ReactNode, useContext, useId } from "react";
import { cn } from "#web/lib/cn.ts";
import { arrowKeyTarget } from "./arrow-keys.ts";

/**
 * A single, collapsible accordion (the only kind the pages use) made of native `<details>`
 * elements that share a `name`: the browser opens one item at a time and closes the open one on a
 * second click, with no script at all, so the first click on a question works before the page has
 * hydrated, or without JavaScript (decision 0027). The browser also exposes each
 * `<summary>` as an expandable control with its state, opens an item when find-in-page matches
 * its hidden text, and keeps the closed answers in the HTML for search engines and the page's
 * FAQ structured data. React only adds Up, Down, Home and End between the items once it runs.
 */
type AccordionState = { name: string; defaultValue: string | undefined };

const AccordionContext = createContext<AccordionState | null>(null);

const TRIGGER = "[data-slot=accordion-trigger]";

/** Up, Down, Home and End move between the item summaries of this accordion (not of one nested in it). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>(TRIGGER)].filter(
    (trigger) => trigger.closest("[data-slot=accordion]") === event.currentTarget,
  );
  const next = arrowKeyTarget(triggers, event.target, event.key, "vertical");
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function Accordion({
  defaultValue,
  className,
  children,
}: {
  defaultValue?: string;
  className?: string;
  children: ReactNode;
}) {
  const name = useId();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the item summaries (WAI-ARIA accordion)
    <div data-slot="accordion" className={className} onKeyDown={moveFocus}>
      <AccordionContext value={{ name, defaultValue }}>{children}</AccordionContext>
    </div>
  );
}

export function AccordionItem({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const accordion = useContext(AccordionContext);
  if (!accordion) throw new Error("AccordionItem must sit inside <Accordion>.");
  return (
    // `open` is the first state only: it never changes, so React never writes it over the browser's.
    <details
      name={accordion.name}
      open={accordion.defaultValue === value}
      data-slot="accordion-item"
      className={cn("group/item border-b border-slate-200 last:border-b-0", className)}
    >
      {children}
    </details>
  );
}

export function AccordionTrigger({ size = "md", children }: { size?: "md" | "lg"; children: ReactNode }) {
  return (
    <summary
      data-slot="accordion-trigger"
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold text-slate-950 transition-colors hover:text-brand-700 [&::-webkit-details-marker]:hidden",
        "rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        size === "lg" ? "text-lg" : "text-base",
      )}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-slate-400 transition-transform duration-200 group-open/item:rotate-180"
      />
    </summary>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div data-slot="accordion-content" className={cn("pb-5 leading-7 text-slate-600", className)}>
      {children}
    </div>
  );
}
