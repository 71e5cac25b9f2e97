import { ArrowRight } from "lucide-react";
import { homeSectionsCopy } from "#content/home.ts";
import { pricingCopy } from "#content/pricing.ts";
import { site } from "#content/site.ts";
import { homeSections, paths } from "#contracts/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { ScheduleDemoButton } from "#web/features/demo/schedule-demo-button.tsx";
import { ContactBand } from "#web/features/home/contact-band.tsx";
import { HomeHero } from "#web/features/home/home-hero.tsx";
import { NumberedSteps } from "#web/features/home/numbered-steps.tsx";
import { SectionLink } from "#web/features/home/section-link.tsx";
import { Testimonials } from "#web/features/home/testimonials.tsx";
import { TryItLive } from "#web/features/home/try-it-live.tsx";
import { CardGrid } from "#web/features/marketing/card-grid.tsx";
import { CtaBand } from "#web/features/marketing/cta-band.tsx";
import { PageSection } from "#web/features/marketing/page-section.tsx";
import { LazyPricingTabs } from "#web/features/pricing/lazy-pricing-tabs.tsx";
import { appLinks } from "#web/lib/hosts.ts";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { withIcons } from "#web/lib/icon-markup.server.ts";
import { seo } from "#web/lib/seo.ts";
import { organizationStructuredData, websiteStructuredData } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/home";

/** Decision 0016: whole in its HTML, so it hydrates on the visitor's first interaction. */
export const handle: HydrationHandle = { hydrateOnIntent: true };

export const meta = () =>
  seo({
    description: site.description,
    path: paths.home,
    structuredData: [organizationStructuredData(), websiteStructuredData()],
  });

/** Build time only: the sections' copy is written into the page, not into its JavaScript. */
export const loader = () => withIcons(homeSectionsCopy);

/** docs/product.md §Routes, Home: the sections in docs/product.md's order, each with its anchor. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { copy, icons } = loaderData;
  return (
    <IconMarkupContext value={icons}>
      <HomeHero />
      <PageSection id={homeSections.features} anchor heading={copy.features}>
        <CardGrid cards={copy.features.cards} />
        <SectionLink to={paths.features}>{copy.features.more}</SectionLink>
      </PageSection>
      <PageSection id={homeSections.useCases} anchor tone="tinted" heading={copy.useCases}>
        <CardGrid cards={copy.useCases.cards} columns={4} />
        <SectionLink to={paths.useCases}>{copy.useCases.viewAll}</SectionLink>
      </PageSection>
      <PageSection id={homeSections.howItWorks} anchor heading={copy.howItWorks}>
        <NumberedSteps steps={copy.howItWorks.steps} />
        <SectionLink to={paths.howItWorks}>{copy.howItWorks.more}</SectionLink>
        <TryItLive />
      </PageSection>
      <PageSection id="testimonials" tone="tinted" heading={copy.testimonials}>
        <Testimonials items={copy.testimonials.items} rating={copy.testimonials.rating} />
      </PageSection>
      <PageSection
        id={homeSections.pricing}
        anchor
        heading={{ eyebrow: pricingCopy.homeEyebrow, title: pricingCopy.title, lead: pricingCopy.lead }}
      >
        <LazyPricingTabs under="h2" belowTheFold />
      </PageSection>
      <CtaBand id="get-started" title={copy.closingCta.title} text={copy.closingCta.text}>
        <Button asChild variant="inverted" size="lg">
          <SmartLink href={appLinks.signUp} newTab>
            {copy.closingCta.primary} <ArrowRight aria-hidden="true" />
          </SmartLink>
        </Button>
        <ScheduleDemoButton variant="translucent" size="lg">
          {copy.closingCta.demo}
        </ScheduleDemoButton>
      </CtaBand>
      <ContactBand />
    </IconMarkupContext>
  );
}
