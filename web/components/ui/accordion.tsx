import { ChevronDown } from "lucide-react";
import { createContext, type KeyboardEvent, type ReactNode, use, useId, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { arrowKeyTarget } from "./arrow-keys.ts";

/**
 * The WAI-ARIA accordion pattern, single and collapsible (the only kind the pages use): a heading
 * holding a button with `aria-expanded` and `aria-controls`, and a labelled region that is `hidden`
 * while closed. Written here rather than taken from Radix (the web quality issue): Radix measures
 * every item's content in a layout effect and sets state from it, a synchronous second render of the
 * whole list inside the hydration commit, which was the longest task on /pricing. This one renders
 * once and has no effects; the closed answers stay in the HTML, so a search engine and the page's
 * FAQ structured data see the same text.
 */
type AccordionState = { open: string | undefined; toggle: (value: string) => void };

const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; contentId: string } | null>(null);

function useAccordionItem() {
  const accordion = use(AccordionContext);
  const item = use(ItemContext);
  if (!accordion || !item)
    throw new Error("Accordion parts must sit inside <Accordion> and <AccordionItem>.");
  return { ...item, open: accordion.open === item.value, toggle: () => accordion.toggle(item.value) };
}

const TRIGGER = "[data-slot=accordion-trigger]";

/** Up, Down, Home and End move between the item buttons of this accordion (not of one nested in it). */
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
  const [open, setOpen] = useState(defaultValue);
  const toggle = (value: string) => setOpen((current) => (current === value ? undefined : value));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the item buttons (WAI-ARIA accordion)
    <div data-slot="accordion" className={className} onKeyDown={moveFocus}>
      <AccordionContext value={{ open, toggle }}>{children}</AccordionContext>
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
  const id = useId();
  const accordion = use(AccordionContext);
  return (
    <div
      data-slot="accordion-item"
      data-state={accordion?.open === value ? "open" : "closed"}
      className={cn("border-b border-slate-200 last:border-b-0", className)}
    >
      <ItemContext value={{ value, triggerId: `${id}-trigger`, contentId: `${id}-content` }}>
        {children}
      </ItemContext>
    </div>
  );
}

export function AccordionTrigger({ size = "md", children }: { size?: "md" | "lg"; children: ReactNode }) {
  const item = useAccordionItem();
  return (
    <h3 className="flex">
      <button
        type="button"
        id={item.triggerId}
        data-slot="accordion-trigger"
        data-state={item.open ? "open" : "closed"}
        aria-expanded={item.open}
        aria-controls={item.contentId}
        onClick={item.toggle}
        className={cn(
          "group flex flex-1 items-center justify-between gap-4 py-5 text-left font-semibold text-slate-950 transition-colors hover:text-brand-700",
          size === "lg" ? "text-lg" : "text-base",
        )}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-400 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </button>
    </h3>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const item = useAccordionItem();
  return (
    // A section with a name is a region.
    <section
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-slot="accordion-content"
      hidden={!item.open}
    >
      <div className={cn("pb-5 leading-7 text-slate-600", className)}>{children}</div>
    </section>
  );
}
