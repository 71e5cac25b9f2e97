import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { PartnerTypeCopy } from "#content/partners.ts";
import type { PartnershipType } from "#contracts/partners.ts";
import { Reveal } from "#web/components/layout/reveal.tsx";
import { ContentIcon } from "#web/components/ui/content-icon.tsx";

/**
 * The three partnership types of docs/product.md §Routes, each with the 'Apply' button
 * `applyButtons` gives for its type (the static page's islands).
 */
export function PartnerTypeCards({
  types,
  applyButtons,
}: {
  types: readonly PartnerTypeCopy[];
  applyButtons: Record<PartnershipType, ReactNode>;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {types.map((item, index) => (
        <Reveal as="li" key={item.type} delay={index * 0.08} className="flex">
          <article className="flex w-full flex-col rounded-3xl bg-white p-7 shadow-soft ring-1 ring-slate-200/80 sm:p-8">
            <ContentIcon name={item.icon} size="lg" />
            <h3 className="mt-6 text-2xl font-semibold tracking-tight">{item.title}</h3>
            <p className="mt-1 text-sm font-medium text-brand-700">{item.audience}</p>
            <p className="mt-4 leading-7 text-slate-600">{item.text}</p>
            <ul className="mt-6 mb-8 space-y-3 border-t border-slate-100 pt-6 text-sm text-slate-700">
              {item.points?.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" /> {point}
                </li>
              ))}
            </ul>
            {applyButtons[item.type]}
          </article>
        </Reveal>
      ))}
    </ul>
  );
}
