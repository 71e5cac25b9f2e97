import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { pricingCopy } from "#content/pricing.ts";
import { cn } from "#web/lib/cn.ts";
import type { BillingPeriod } from "./build-plans.ts";

type BillingToggleProps = {
  value: BillingPeriod;
  onChange: (value: BillingPeriod) => void;
  savePercent: number;
};

const periods: readonly BillingPeriod[] = ["monthly", "yearly"];

/** Monthly/Yearly as an accessible radio group (arrow keys move between the two). */
export function BillingToggle({ value, onChange, savePercent }: BillingToggleProps) {
  const saveId = useId();
  const showSaving = savePercent > 0;
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(next) => onChange(next as BillingPeriod)}
      aria-label={pricingCopy.billing.label}
      orientation="horizontal"
      className="inline-flex items-center gap-1 rounded-full bg-white p-1 shadow-soft ring-1 ring-slate-200"
    >
      {periods.map((period) => (
        <RadioGroup.Item
          key={period}
          value={period}
          // The option's name is its period alone, so the saving sits beside it as its description.
          aria-describedby={period === "yearly" && showSaving ? saveId : undefined}
          className={cn(
            "inline-flex items-center rounded-full px-5 py-2 text-sm font-semibold text-slate-600 transition-all hover:text-slate-950",
            "data-[state=checked]:bg-slate-950 data-[state=checked]:text-white",
          )}
        >
          {pricingCopy.billing[period]}
        </RadioGroup.Item>
      ))}
      {showSaving ? (
        <span
          id={saveId}
          className="mr-2 ml-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800"
        >
          {pricingCopy.billing.savePrefix} {savePercent}%
        </span>
      ) : null}
    </RadioGroup.Root>
  );
}
