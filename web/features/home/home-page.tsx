import type { ReactNode } from "react";
import { homeSectionsCopy as copy } from "#content/home.ts";
import { pricingCopy } from "#content/pricing.ts";
import { homeSections, paths } from "#contracts/paths.ts";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import { CardGrid } from "#web/features/marketing/card-grid.tsx";
import { CtaBand } from "#web/features/marketing/cta-band.tsx";
import { PageSection } from "#web/features/marketing/page-section.tsx";
import { SignUpCta } from "#web/features/marketing/sign-up-cta.tsx";
import type { IconMarkup } from "#web/lib/icon-markup.server.ts";
import { ContactBand } from "./contact-band.tsx";
import { HomeHero } from "./home-hero.tsx";
import { NumberedSteps } from "./numbered-steps.tsx";
import { SectionLink } from "./section-link.tsx";
import { Testimonials } from "./testimonials.tsx";

/** The parts of the home page that run script: the static page's islands (web/site/pages/index.astro). */
export type HomeParts = {
  heroDemo: ReactNode;
  tryItLive: ReactNode;
  pricing: ReactNode;
  closingDemo: ReactNode;
  contactDemo: ReactNode;
  contactForm: ReactNode;
};

type HomePageProps = HomeParts & { icons: IconMarkup };

/** docs/product.md §Routes, Home: the sections in docs/product.md's order, each with its anchor. */
export function HomePage({ icons, ...parts }: HomePageProps) {
  return (
    <IconMarkupContext value={icons}>
      <HomeHero demoButton={parts.heroDemo} />
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
        {parts.tryItLive}
      </PageSection>
      <PageSection id="testimonials" tone="tinted" heading={copy.testimonials}>
        <Testimonials items={copy.testimonials.items} rating={copy.testimonials.rating} />
      </PageSection>
      <PageSection
        id={homeSections.pricing}
        anchor
        heading={{ eyebrow: pricingCopy.homeEyebrow, title: pricingCopy.title, lead: pricingCopy.lead }}
      >
        {parts.pricing}
      </PageSection>
      <CtaBand id="get-started" title={copy.closingCta.title} text={copy.closingCta.text}>
        <SignUpCta inverted>{copy.closingCta.primary}</SignUpCta>
        {parts.closingDemo}
      </CtaBand>
      <ContactBand demoButton={parts.contactDemo} form={parts.contactForm} />
    </IconMarkupContext>
  );
}
