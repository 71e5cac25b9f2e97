import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { howItWorksPage, walkthroughCopy } from "#content/how-it-works.ts";
import { pages } from "#content/pages.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { ScheduleDemoButton } from "#web/features/demo/schedule-demo-button.tsx";
import { IntegrationTabs } from "#web/features/how-it-works/integration-tabs.tsx";
import { RoiStats } from "#web/features/how-it-works/roi-stats.tsx";
import { TechnologyAccordion } from "#web/features/how-it-works/technology-accordion.tsx";
import { VideoPoster } from "#web/features/how-it-works/video-poster.tsx";
import { WatchDemoButton } from "#web/features/how-it-works/watch-demo-button.tsx";
import { CardGrid } from "#web/features/marketing/card-grid.tsx";
import { CtaBand } from "#web/features/marketing/cta-band.tsx";
import { FaqList } from "#web/features/marketing/faq-list.tsx";
import { PageSection } from "#web/features/marketing/page-section.tsx";
import { appLinks } from "#web/lib/hosts.ts";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { withIcons } from "#web/lib/icon-markup.server.ts";
import { seo } from "#web/lib/seo.ts";
import { faqStructuredData } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/how-it-works";

const page = pages.howItWorks;

/** Decision 0016: whole in its HTML, so it hydrates on the visitor's first interaction. */
export const handle: HydrationHandle = { hydrateOnIntent: true };

export const meta = ({ loaderData }: Pick<Route.MetaArgs, "loaderData">) =>
  seo({ ...page, structuredData: loaderData ? [faqStructuredData(loaderData.copy.faq.items)] : [] });

/** Build time only: the page's copy is written into its HTML, not into its JavaScript. */
export const loader = () => withIcons(howItWorksPage);

/** The parts that need script, which the static page (web/site/pages/how-it-works.astro) passes as islands. */
type Islands = {
  watchDemo?: ReactNode;
  videoPoster?: ReactNode;
  integrationTabs?: ReactNode;
  demoButton?: ReactNode;
};

/**
 * docs/product.md §Routes, How it works: every section of both descriptions, merged. The static page
 * renders it too, with its parts that need script as islands (`Islands`).
 */
export default function HowItWorksPage({
  loaderData,
  watchDemo,
  videoPoster,
  integrationTabs,
  demoButton,
}: Pick<Route.ComponentProps, "loaderData"> & Islands) {
  const { copy, icons } = loaderData;
  return (
    <IconMarkupContext value={icons}>
      <PageHero eyebrow={page.eyebrow} title={page.headline} lead={page.lead}>
        <Button asChild size="lg">
          <SmartLink href={appLinks.signUp} newTab>
            {copy.hero.primary} <ArrowRight aria-hidden="true" />
          </SmartLink>
        </Button>
        {watchDemo ?? <WatchDemoButton>{copy.hero.secondary}</WatchDemoButton>}
      </PageHero>
      <PageSection id="steps" heading={copy.steps} className="pt-4 sm:pt-8">
        <CardGrid cards={copy.steps.items} />
      </PageSection>
      <PageSection id="walkthrough" tone="tinted" heading={walkthroughCopy}>
        <div className="mx-auto max-w-4xl">{videoPoster ?? <VideoPoster />}</div>
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
        {integrationTabs ?? <IntegrationTabs copy={copy.integration} />}
      </PageSection>
      <PageSection id="faq" heading={{ title: copy.faq.title }}>
        <FaqList items={copy.faq.items} />
      </PageSection>
      <CtaBand id="how-it-works-cta" title={copy.cta.title} text={copy.cta.text} note={copy.cta.note}>
        <Button asChild variant="inverted" size="lg">
          <SmartLink href={appLinks.signUp} newTab>
            {copy.cta.primary} <ArrowRight aria-hidden="true" />
          </SmartLink>
        </Button>
        {demoButton ?? (
          <ScheduleDemoButton variant="translucent" size="lg">
            {copy.cta.secondary}
          </ScheduleDemoButton>
        )}
      </CtaBand>
    </IconMarkupContext>
  );
}
