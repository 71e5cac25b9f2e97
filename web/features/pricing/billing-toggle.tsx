import { useEffect, useId, useRef } from "react";
import { pricingCopy } from "#content/pricing.ts";
import type { BillingPeriod } from "./build-plans.ts";

type BillingToggleProps = {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
  savePercent: number;
};

const periods: readonly BillingPeriod[] = ["monthly", "yearly"];

/**
 * Monthly/Yearly as a group of native radio buttons styled as a segmented control: the browser gives
 * the arrow keys, the checked state and the form semantics with no script, so the prerendered page
 * already works as a radio group and hydration sets up nothing for it (docs/product.md §Quality). Each
 * radio covers its whole segment, invisible, so a click or a tap anywhere on it lands on the input.
 */
export function BillingToggle({ value, onChange, savePercent }: BillingToggleProps) {
  const name = useId();
  const saveId = useId();
  const showSaving = savePercent > 0;
  const group = useRef<HTMLDivElement>(null);
  // A period chosen before hydration (a static page's island hydrates after the visitor's first
  // interaction) is the one the browser shows checked: adopted as the value once React runs, before
  // it renders the radios again and sets them back to the value they were rendered with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>("input:checked")?.value;
    const chosen = periods.find((period) => period === checked);
    if (chosen && chosen !== value) onChange(chosen);
  }, []);
  return (
    <div
      ref={group}
      role="radiogroup"
      aria-label={pricingCopy.billing.label}
      className="inline-flex items-center gap-1 rounded-full bg-white p-1 shadow-soft ring-1 ring-slate-200"
    >
      {periods.map((period) => (
        <label
          key={period}
          className="relative inline-flex items-center rounded-full px-5 py-2 text-sm font-semibold text-slate-600 transition-all hover:text-slate-950 has-checked:bg-slate-950 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
        >
          <input
            type="radio"
            name={name}
            value={period}
            checked={value === period}
            onChange={() => onChange(period)}
            // The option's name is its period alone, so the saving sits beside it as its description.
            aria-describedby={period === "yearly" && showSaving ? saveId : undefined}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full focus:outline-none"
          />
          {pricingCopy.billing[period]}
        </label>
      ))}
      {showSaving ? (
        <span
          id={saveId}
          className="mr-2 ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800"
        >
          {pricingCopy.billing.savePrefix} {savePercent}%
        </span>
      ) : null}
    </div>
  );
}
