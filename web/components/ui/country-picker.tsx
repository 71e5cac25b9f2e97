import { Check, ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { ParsedCountry } from "react-international-phone";
import { cn } from "#web/lib/cn.ts";

export type CountryOption = Pick<ParsedCountry, "name" | "iso2" | "dialCode">;

type CountryPickerProps = {
  countries: readonly CountryOption[];
  selected: CountryOption;
  onSelect: (iso2: string) => void;
  disabled?: boolean;
  /** How long typing must pause before the list filters (spec §5: 250 ms). */
  debounceMs: number;
  labels: {
    /** Starts with the visible code, so the name contains what is seen (WCAG 2.5.3). */
    button: (code: string, country: string) => string;
    search: string;
    searchPlaceholder: string;
    noEntries: string;
  };
};

function matches(country: CountryOption, query: string): boolean {
  const text = query.trim().toLowerCase().replace(/^\+/, "");
  if (!text) return true;
  return (
    country.name.toLowerCase().includes(text) || country.iso2 === text || country.dialCode.startsWith(text)
  );
}

/**
 * The phone field's country selector (spec §5): a button showing the country, and a popover with a
 * search box that filters the list once typing pauses. The search box is a combobox: arrows move
 * through the options, Enter picks one, Escape closes.
 */
export function CountryPicker({
  countries,
  selected,
  onSelect,
  disabled,
  debounceMs,
  labels,
}: CountryPickerProps) {
  const [open, setOpen] = useState(false);
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

  // After a choice the phone input takes the focus (to type the number), not the trigger.
  const chose = useRef(false);
  const choose = (country: CountryOption) => {
    chose.current = true;
    onSelect(country.iso2);
    setOpen(false);
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
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setQuery("");
          setFilter("");
        }
      }}
    >
      <Popover.Trigger
        type="button"
        disabled={disabled}
        aria-label={labels.button(selected.iso2.toUpperCase(), `${selected.name} (+${selected.dialCode})`)}
        className="flex h-11 shrink-0 items-center gap-1.5 rounded-l-xl border-r border-slate-200 px-3 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        <span aria-hidden="true" className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs tracking-wide">
          {selected.iso2.toUpperCase()}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          onCloseAutoFocus={(event) => {
            if (chose.current) event.preventDefault();
            chose.current = false;
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
