import type { ReactNode } from "react";
import { pages } from "#content/pages.ts";
import { pricingCopy } from "#content/pricing.ts";
import { AnimatedBackground } from "#web/components/layout/animated-background.tsx";
import { SectionHeading } from "#web/components/layout/section-heading.tsx";
import { LazyPricingTabs } from "#web/features/pricing/lazy-pricing-tabs.tsx";
import { offersStructuredData } from "#web/features/pricing/offers-structured-data.ts";
import { PricingFaq } from "#web/features/pricing/pricing-faq.tsx";
import { pricingRenderedFrom } from "#web/features/pricing/rendered-from.ts";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { seo } from "#web/lib/seo.ts";
import { faqStructuredData } from "#web/lib/structured-data.ts";

/**
 * Decision 0017: the plans are prerendered from the catalogue, so the page hydrates on the visitor's
 * first interaction, or at once when the pricing calls, made as it loads, answer anything else.
 */
export const handle: HydrationHandle = { hydrateOnIntent: true, renderedFrom: pricingRenderedFrom };

export const meta = () =>
  seo({ ...pages.pricing, structuredData: [offersStructuredData(), faqStructuredData(pricingCopy.faq)] });

/**
 * The static page (web/site/pages/pricing.astro) renders it too, with its pricing tabs as an island
 * (`pricingTabs`).
 */
export default function PricingPage({ pricingTabs }: { pricingTabs?: ReactNode }) {
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
        <div className="mt-12">{pricingTabs ?? <LazyPricingTabs under="h1" />}</div>
      </section>
      <div className="pb-28">
        <PricingFaq />
      </div>
    </>
  );
}
