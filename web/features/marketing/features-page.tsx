import type { ReactNode } from "react";
import { featuresPage as copy } from "#content/features.ts";
import { pages } from "#content/pages.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import type { IconMarkup } from "#web/lib/icon-markup.server.ts";
import { CardGrid } from "./card-grid.tsx";
import { CtaBand } from "./cta-band.tsx";
import { PageSection } from "./page-section.tsx";
import { SignUpCta } from "./sign-up-cta.tsx";

const page = pages.features;

type FeaturesPageProps = { icons: IconMarkup; demoButton: ReactNode };

/**
 * docs/product.md §Routes, Features: eight feature cards. Rendered at build time by
 * web/site/pages/features.astro, which passes its 'Schedule Demo' as an island.
 */
export function FeaturesPage({ icons, demoButton }: FeaturesPageProps) {
  return (
    <IconMarkupContext value={icons}>
      <PageHero eyebrow={page.eyebrow} title={page.headline} lead={page.lead} />
      <PageSection
        id="all-features"
        heading={{ title: copy.gridTitle, lead: copy.gridLead }}
        className="pt-4 sm:pt-8"
      >
        <CardGrid cards={copy.cards} columns={4} />
      </PageSection>
      <CtaBand id="features-cta" title={copy.cta.title} text={copy.cta.text}>
        <SignUpCta inverted>{copy.cta.primary}</SignUpCta>
        {demoButton}
      </CtaBand>
    </IconMarkupContext>
  );
}
