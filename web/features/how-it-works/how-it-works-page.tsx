import type { ReactNode } from "react";
import { howItWorksPage as copy, walkthroughCopy } from "#content/how-it-works.ts";
import { pages } from "#content/pages.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import { CardGrid } from "#web/features/marketing/card-grid.tsx";
import { CtaBand } from "#web/features/marketing/cta-band.tsx";
import { FaqList } from "#web/features/marketing/faq-list.tsx";
import { PageSection } from "#web/features/marketing/page-section.tsx";
import { SignUpCta } from "#web/features/marketing/sign-up-cta.tsx";
import type { IconMarkup } from "#web/lib/icon-markup.server.ts";
import { RoiStats } from "./roi-stats.tsx";
import { TechnologyAccordion } from "./technology-accordion.tsx";

const page = pages.howItWorks;

/** The parts that need script, which the static page (web/site/pages/how-it-works.astro) passes as islands. */
type Islands = {
  watchDemo: ReactNode;
  videoPoster: ReactNode;
  integrationTabs: ReactNode;
  demoButton: ReactNode;
};

/**
 * docs/product.md §Routes, How it works: every section of both descriptions, merged. Rendered at
 * build time by the static page, which passes its parts that need script as islands (`Islands`).
 */
export function HowItWorksPage({
  icons,
  watchDemo,
  videoPoster,
  integrationTabs,
  demoButton,
}: { icons: IconMarkup } & Islands) {
  return (
    <IconMarkupContext value={icons}>
      <PageHero eyebrow={page.eyebrow} title={page.headline} lead={page.lead}>
        <SignUpCta>{copy.hero.primary}</SignUpCta>
        {watchDemo}
      </PageHero>
      <PageSection id="steps" heading={copy.steps} className="pt-4 sm:pt-8">
        <CardGrid cards={copy.steps.items} />
      </PageSection>
      <PageSection id="walkthrough" tone="tinted" heading={walkthroughCopy}>
        <div className="mx-auto max-w-4xl">{videoPoster}</div>
      </PageSection>
      <PageSection id="advanced-features" heading={copy.advanced}>
        <CardGrid cards={copy.advanced.items} />
      </PageSection>
      <PageSection id="technology" tone="tinted" heading={copy.technology}>
        <TechnologyAccordion topics={copy.technology.topics} />
      </PageSection>
      <PageSection id="roi" heading={copy.roi}>
        <RoiStats stats={copy.roi.stats} />
      </PageSection>
      <PageSection id="integration" tone="tinted" heading={copy.integration}>
        {integrationTabs}
      </PageSection>
      <PageSection id="faq" heading={{ title: copy.faq.title }}>
        <FaqList items={copy.faq.items} />
      </PageSection>
      <CtaBand id="how-it-works-cta" title={copy.cta.title} text={copy.cta.text} note={copy.cta.note}>
        <SignUpCta inverted>{copy.cta.primary}</SignUpCta>
        {demoButton}
      </CtaBand>
    </IconMarkupContext>
  );
}
