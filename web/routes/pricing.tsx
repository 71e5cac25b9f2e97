import { ShieldCheck } from "lucide-react";
import { pages } from "#content/pages.ts";
import { pricingCopy } from "#content/pricing.ts";
import { AnimatedBackground } from "#web/components/layout/animated-background.tsx";
import { SectionHeading } from "#web/components/layout/section-heading.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { ScheduleDemoButton } from "#web/features/demo/schedule-demo-button.tsx";
import { LazyPlansSection } from "#web/features/pricing/lazy-plans-section.tsx";
import { offersStructuredData } from "#web/features/pricing/offers-structured-data.ts";
import { PartnerSummary } from "#web/features/pricing/partner-summary.tsx";
import { PricingFaq } from "#web/features/pricing/pricing-faq.tsx";
import { seo } from "#web/lib/seo.ts";
import { faqStructuredData } from "#web/lib/structured-data.ts";

export const meta = () =>
  seo({ ...pages.pricing, structuredData: [offersStructuredData(), faqStructuredData(pricingCopy.faq)] });

export default function PricingPage() {
  return (
    <>
      <section className="relative isolate overflow-hidden px-4 pt-20 pb-24 sm:px-6 sm:pt-28">
        <AnimatedBackground />
        <SectionHeading
          as="h1"
          title={pricingCopy.title}
          lead={pricingCopy.lead}
          className="animate-fade-up"
        />
        <Tabs defaultValue="plans" className="mt-12">
          <div className="flex justify-center">
            <TabsList>
              <TabsTrigger value="plans">{pricingCopy.tabs.plans}</TabsTrigger>
              <TabsTrigger value="partner">{pricingCopy.tabs.partner}</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="plans" className="mt-10">
            {/* Names the plan cards' level: their titles are h3s, as in the home page's section. */}
            <h2 className="sr-only">{pricingCopy.tabs.plans}</h2>
            <LazyPlansSection />
            <div className="mx-auto mt-16 flex max-w-4xl flex-col items-center gap-6 rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-200 sm:flex-row sm:justify-between">
              <div className="flex gap-4">
                <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <h2 className="font-semibold">{pricingCopy.noteTitle}</h2>
                  <p className="mt-1 text-sm leading-6 text-slate-600">{pricingCopy.note}</p>
                </div>
              </div>
              <ScheduleDemoButton variant="secondary">{pricingCopy.scheduleDemo}</ScheduleDemoButton>
            </div>
          </TabsContent>
          <TabsContent value="partner" className="mt-10">
            <PartnerSummary />
          </TabsContent>
        </Tabs>
      </section>
      <div className="pb-28">
        <PricingFaq />
      </div>
    </>
  );
}
