import { ArrowRight, PlayCircle } from "lucide-react";
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
import { WatchDemoDialog } from "#web/features/how-it-works/watch-demo-dialog.tsx";
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

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({ ...page, structuredData: loaderData ? [faqStructuredData(loaderData.copy.faq.items)] : [] });

/** Build time only: the page's copy is written into its HTML, not into its JavaScript. */
export const loader = () => withIcons(howItWorksPage);

/** docs/product.md §Routes, How it works: every section of both descriptions, merged. */
export default function HowItWorksPage({ loaderData }: Route.ComponentProps) {
  const { copy, icons } = loaderData;
  return (
    <IconMarkupContext value={icons}>
      <PageHero eyebrow={page.eyebrow} title={page.headline} lead={page.lead}>
        <Button asChild size="lg">
          <SmartLink href={appLinks.signUp} newTab>
            {copy.hero.primary} <ArrowRight aria-hidden="true" />
          </SmartLink>
        </Button>
        <WatchDemoDialog
          renderTrigger={(triggerProps) => (
            <Button variant="secondary" size="lg" {...triggerProps}>
              <PlayCircle aria-hidden="true" /> {copy.hero.secondary}
            </Button>
          )}
        />
      </PageHero>
      <PageSection id="steps" heading={copy.steps} className="pt-4 sm:pt-8">
        <CardGrid cards={copy.steps.items} />
      </PageSection>
      <PageSection id="walkthrough" tone="tinted" heading={walkthroughCopy}>
        <div className="mx-auto max-w-4xl">
          <VideoPoster />
        </div>
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
        <IntegrationTabs copy={copy.integration} />
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
        <ScheduleDemoButton variant="translucent" size="lg">
          {copy.cta.secondary}
        </ScheduleDemoButton>
      </CtaBand>
    </IconMarkupContext>
  );
}
