import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { arrowKeyTarget } from "./arrow-keys.ts";

/**
 * The WAI-ARIA tabs pattern with automatic activation: a tablist whose tabs keep one tab stop (the
 * selected one), Left, Right, Home and End moving to a tab and selecting it, and one tabpanel per
 * tab, `hidden` and empty while not selected. Written here rather than taken from Radix (the web
 * quality issue): Radix's roving focus registers every tab and counts them in effects that set state
 * right after hydration, a second render of the tabs inside the page's first task of work.
 */
type TabsState = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("Tabs parts must sit inside <Tabs>.");
  return tabs;
}

const ids = (baseId: string, value: string) => ({
  tab: `${baseId}-tab-${value}`,
  panel: `${baseId}-panel-${value}`,
});

export function Tabs({
  defaultValue,
  className,
  children,
}: {
  defaultValue: string;
  className?: string;
  children: ReactNode;
}) {
  const [value, setValue] = useState(defaultValue);
  const baseId = useId();
  return (
    <div data-slot="tabs" className={className}>
      <TabsContext value={{ value, select: setValue, baseId }}>{children}</TabsContext>
    </div>
  );
}

/** Pills in a row; `fill` makes them equal columns on a phone, and a row again from `sm` up. */
type TabsLayout = "row" | "fill";

const listLayouts: Record<TabsLayout, string> = {
  row: "inline-flex rounded-full",
  // Each tab as wide as its label, the row's spare width shared out: three labels fit a 375 px phone.
  fill: "grid w-full max-w-md grid-flow-col rounded-2xl sm:inline-flex sm:w-auto sm:max-w-none sm:rounded-full",
};
const triggerLayouts: Record<TabsLayout, string> = {
  row: "rounded-full px-4 py-2 sm:px-5",
  fill: "h-full rounded-xl px-2 py-2 leading-tight sm:rounded-full sm:px-5 sm:whitespace-nowrap",
};

const LayoutContext = createContext<TabsLayout>("row");

function moveSelection(event: KeyboardEvent<HTMLDivElement>, select: (value: string) => void): void {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=tab]")];
  const next = arrowKeyTarget(tabs, event.target, event.key, "horizontal");
  if (!next?.dataset.value) return;
  event.preventDefault();
  next.focus();
  select(next.dataset.value);
}

export function TabsList({
  layout = "row",
  children,
  ...aria
}: {
  layout?: TabsLayout;
  children: ReactNode;
  "aria-label"?: string;
}) {
  const { select } = useTabs();
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      onKeyDown={(event) => moveSelection(event, select)}
      className={cn("items-center gap-1 bg-slate-100 p-1 ring-1 ring-slate-200/70", listLayouts[layout])}
      {...aria}
    >
      <LayoutContext value={layout}>{children}</LayoutContext>
    </div>
  );
}

export function TabsTrigger({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  const layout = useContext(LayoutContext);
  const selected = tabs.value === value;
  const { tab, panel } = ids(tabs.baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={tab}
      aria-selected={selected}
      aria-controls={panel}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-value={value}
      onClick={() => tabs.select(value)}
      className={cn(
        "text-sm font-semibold text-slate-600 transition-all hover:text-slate-950",
        "data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow-soft",
        triggerLayouts[layout],
      )}
    >
      {children}
    </button>
  );
}

export function TabsContent({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const { tab, panel } = ids(tabs.baseId, value);
  return (
    <div
      role="tabpanel"
      id={panel}
      aria-labelledby={tab}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: Tab from the tablist reaches the panel
      tabIndex={0}
      hidden={!selected}
      data-state={selected ? "active" : "inactive"}
      className={cn(
        "rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600",
        className,
      )}
    >
      {selected ? children : null}
    </div>
  );
}
