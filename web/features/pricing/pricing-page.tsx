import type { ReactNode } from "react";
import { pricingCopy } from "#content/pricing.ts";
import { AnimatedBackground } from "#web/components/layout/animated-background.tsx";
import { SectionHeading } from "#web/components/layout/section-heading.tsx";
import { PricingFaq } from "./pricing-faq.tsx";

/**
 * docs/product.md §Routes, Pricing: the plans and the FAQ. Rendered at build time by
 * web/site/pages/pricing.astro, which passes the pricing tabs as an island.
 */
export function PricingPage({ pricingTabs }: { pricingTabs: ReactNode }) {
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
        <div className="mt-12">{pricingTabs}</div>
      </section>
      <div className="pb-28">
        <PricingFaq />
      </div>
    </>
  );
}
