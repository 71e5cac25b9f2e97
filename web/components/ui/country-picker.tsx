import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import type { ParsedCountry } from "react-international-phone";

export type CountryOption = Pick<ParsedCountry, "name" | "iso2" | "dialCode">;

export type CountryPickerLabels = {
  /** Starts with the visible code, so the name contains what is seen (WCAG 2.5.3). */
  button: (code: string, country: string) => string;
  search: string;
  searchPlaceholder: string;
  noEntries: string;
};

type CountryPickerProps = {
  countries: readonly CountryOption[];
  selected: CountryOption;
  onSelect: (iso2: string) => void;
  disabled?: boolean;
  /** How long typing must pause before the list filters (docs/product.md §Validation: 250 ms). */
  debounceMs: number;
  labels: CountryPickerLabels;
};

// The popover (Radix Popover, its positioning library and the list) loads when a visitor shows
// interest, not with the sign-up page: hovering or focusing the button starts it, the first press
// awaits it (as the legal dialogs do). It was a fifth of the form's code, evaluated and rendered as
// the page hydrated, in the tasks that made /sign_up's blocking time (docs/performance.md).
const loadCountryList = () => import("./country-list-popover.tsx");
const CountryListPopover = lazy(() =>
  loadCountryList().then((module) => ({ default: module.CountryListPopover })),
);

/**
 * The phone field's country selector (docs/product.md §Validation): a button showing the country, which opens a
 * popover with a search box and the list of countries (country-list-popover.tsx).
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
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const popoverId = useId();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        data-state={open ? "open" : "closed"}
        aria-label={labels.button(selected.iso2.toUpperCase(), `${selected.name} (+${selected.dialCode})`)}
        onPointerEnter={loadCountryList}
        onFocus={loadCountryList}
        onClick={() => {
          setMounted(true);
          setOpen((wasOpen) => !wasOpen);
        }}
        className="flex h-11 shrink-0 items-center gap-1.5 rounded-l-xl border-r border-slate-200 px-3 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        <span aria-hidden="true" className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs tracking-wide">
          {selected.iso2.toUpperCase()}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <CountryListPopover
            id={popoverId}
            trigger={trigger}
            open={open}
            onOpenChange={setOpen}
            countries={countries}
            selected={selected}
            onSelect={onSelect}
            debounceMs={debounceMs}
            labels={labels}
          />
        </Suspense>
      ) : null}
    </>
  );
}
