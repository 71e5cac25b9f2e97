import { Check } from "lucide-react";
import { Popover } from "radix-ui";
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import type { CountryOption, CountryPickerLabels } from "./country-picker.tsx";

type CountryListPopoverProps = {
  /** The popover's id, which the picker's button names in `aria-controls`. */
  id: string;
  /** The picker's button: the popover is placed beside it and gives it the focus back. */
  trigger: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  countries: readonly CountryOption[];
  selected: CountryOption;
  onSelect: (iso2: string) => void;
  debounceMs: number;
  labels: CountryPickerLabels;
};

function matches(country: CountryOption, query: string): boolean {
  const text = query.trim().toLowerCase().replace(/^\+/, "");
  if (!text) return true;
  return (
    country.name.toLowerCase().includes(text) || country.iso2 === text || country.dialCode.startsWith(text)
  );
}

/**
 * The country picker's popover (docs/product.md §Validation), loaded on demand by `CountryPicker`: a search box that
 * filters the list once typing pauses. The search box is a combobox: arrows move through the
 * options, Enter picks one, Escape closes.
 *
 * Its button is the picker's own, not Radix's trigger (which would bring this module with the page),
 * so what Radix does for its trigger is done here: the popover is anchored to it, a press on it is
 * not a click outside (the button itself closes the popover), and closing gives it the focus back,
 * unless the visitor chose a country (the phone input takes the focus, to type the number) or went
 * elsewhere.
 */
export function CountryListPopover({
  id,
  trigger,
  open,
  onOpenChange,
  countries,
  selected,
  onSelect,
  debounceMs,
  labels,
}: CountryListPopoverProps) {
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState("");
  const [active, setActive] = useState(0);
  const listId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setFilter(query), debounceMs);
    return () => window.clearTimeout(timer);
  }, [query, debounceMs]);

  const visible = useMemo(() => countries.filter((country) => matches(country, filter)), [countries, filter]);
  useEffect(() => {
    if (visible.length > 0) setActive(0);
  }, [visible]);

  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const chose = useRef(false);
  const wentElsewhere = useRef(false);
  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setQuery("");
      setFilter("");
    }
  };
  const choose = (country: CountryOption) => {
    chose.current = true;
    onSelect(country.iso2);
    changeOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(visible.length - 1, 0)));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const country = visible[active];
      if (country) choose(country);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={changeOpen}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="start"
          sideOffset={6}
          onInteractOutside={(event) => {
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else wentElsewhere.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!chose.current && !wentElsewhere.current) trigger.current?.focus();
            chose.current = false;
            wentElsewhere.current = false;
          }}
          className="z-[90] w-[min(20rem,calc(100vw-2rem))] rounded-xl bg-white p-2 shadow-lift ring-1 ring-slate-900/10"
        >
          <input
            role="combobox"
            aria-label={labels.search}
            aria-expanded="true"
            aria-controls={visible.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={visible[active] ? `${listId}-${visible[active].iso2}` : undefined}
            placeholder={labels.searchPlaceholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-10 w-full rounded-lg bg-slate-50 px-3 text-sm ring-1 ring-slate-200 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none"
          />
          {visible.length === 0 ? (
            <p role="status" className="px-3 py-6 text-center text-sm text-slate-500">
              {labels.noEntries}
            </p>
          ) : (
            <div
              ref={listRef}
              id={listId}
              role="listbox"
              aria-label={labels.search}
              className="mt-2 max-h-64 overflow-y-auto overscroll-contain"
            >
              {visible.map((country, index) => {
                const isSelected = country.iso2 === selected.iso2;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox above handles the keys (aria-activedescendant)
                  <div
                    key={country.iso2}
                    id={`${listId}-${country.iso2}`}
                    role="option"
                    aria-selected={isSelected}
                    data-index={index}
                    tabIndex={-1}
                    onClick={() => choose(country)}
                    onMouseMove={() => setActive(index)}
                    className={cn(
                      "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm",
                      index === active ? "bg-brand-50 text-brand-900" : "text-slate-800",
                    )}
                  >
                    <span className="w-7 text-xs font-semibold text-slate-600">
                      {country.iso2.toUpperCase()}
                    </span>
                    <span className="flex-1 truncate">{country.name}</span>
                    <span className="text-slate-600">+{country.dialCode}</span>
                    {isSelected ? <Check aria-hidden="true" className="size-4 text-brand-600" /> : null}
                  </div>
                );
              })}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
