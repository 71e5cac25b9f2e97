import { ShieldCheck } from "lucide-react";
import { pricingCopy } from "#content/pricing.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { ScheduleDemoButton } from "#web/features/demo/schedule-demo-button.tsx";
import { PartnerSummary } from "./partner-summary.tsx";
import { PlansSection } from "./plans-section.tsx";

export type PricingTabsProps = {
  /**
   * What the tabs sit under: the page's h1 (/pricing) or a section's h2 (the home page's #pricing),
   * so that the headings inside continue the outline without skipping a level.
   */
  under: "h1" | "h2";
};

/**
 * docs/product.md §Routes Pricing, on /pricing and in the home page's pricing section ("see Pricing below"): the
 * 'Pricing Plans' tab (the plans with their Monthly/Yearly switch, the 'Transparent Pricing' note
 * and 'Schedule a Demo') and the 'Partner Program' tab (a summary leading to /partner-program).
 * The static pages render it as an island (web/site/islands/pricing.tsx).
 */
export function PricingTabs({ under }: PricingTabsProps) {
  const Subheading = under === "h1" ? "h2" : "h3";
  return (
    <Tabs defaultValue="plans">
      <div className="flex justify-center">
        <TabsList>
          <TabsTrigger value="plans">{pricingCopy.tabs.plans}</TabsTrigger>
          <TabsTrigger value="partner">{pricingCopy.tabs.partner}</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="plans" className="mt-10">
        {/* Under the page's h1, names the level of the plan cards' titles, which are h3s. */}
        {under === "h1" ? <h2 className="sr-only">{pricingCopy.tabs.plans}</h2> : null}
        <PlansSection />
        <div className="mx-auto mt-16 flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-200 sm:flex-row sm:justify-between">
          <div className="flex gap-4">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <div>
              <Subheading className="font-semibold">{pricingCopy.noteTitle}</Subheading>
              <p className="mt-1 text-sm leading-6 text-slate-600">{pricingCopy.note}</p>
            </div>
          </div>
          <ScheduleDemoButton variant="secondary">{pricingCopy.scheduleDemo}</ScheduleDemoButton>
        </div>
      </TabsContent>
      <TabsContent value="partner" className="mt-10">
        <PartnerSummary heading={Subheading} />
      </TabsContent>
    </Tabs>
  );
}
