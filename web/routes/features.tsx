import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { featuresPage } from "#content/features.ts";
import { pages } from "#content/pages.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { ScheduleDemoButton } from "#web/features/demo/schedule-demo-button.tsx";
import { CardGrid } from "#web/features/marketing/card-grid.tsx";
import { CtaBand } from "#web/features/marketing/cta-band.tsx";
import { PageSection } from "#web/features/marketing/page-section.tsx";
import { appLinks } from "#web/lib/hosts.ts";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { withIcons } from "#web/lib/icon-markup.server.ts";
import { seo } from "#web/lib/seo.ts";
import type { Route } from "./+types/features";

const page = pages.features;

/** Decision 0016: whole in its HTML, so it hydrates on the visitor's first interaction. */
export const handle: HydrationHandle = { hydrateOnIntent: true };

export const meta = () => seo(page);

/** Build time only: the page's copy is written into its HTML, not into its JavaScript. */
export const loader = () => withIcons(featuresPage);

/**
 * docs/product.md §Routes, Features: eight feature cards. The static page (web/site/pages/features.astro)
 * renders it too, with its 'Schedule Demo' as an island (`demoButton`).
 */
export default function FeaturesPage({
  loaderData,
  demoButton,
}: Pick<Route.ComponentProps, "loaderData"> & { demoButton?: ReactNode }) {
  const { copy, icons } = loaderData;
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
        <Button asChild variant="inverted" size="lg">
          <SmartLink href={appLinks.signUp} newTab>
            {copy.cta.primary} <ArrowRight aria-hidden="true" />
          </SmartLink>
        </Button>
        {demoButton ?? (
          <ScheduleDemoButton variant="translucent" size="lg">
            {copy.cta.demo}
          </ScheduleDemoButton>
        )}
      </CtaBand>
    </IconMarkupContext>
  );
}
