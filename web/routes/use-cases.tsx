import { ArrowRight, TrendingUp } from "lucide-react";
import { pages } from "#content/pages.ts";
import { useCasesPage } from "#content/use-cases.ts";
import { homeSectionPath, homeSections } from "#contracts/paths.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import { CardGrid } from "#web/features/marketing/card-grid.tsx";
import { CtaBand } from "#web/features/marketing/cta-band.tsx";
import { PageSection } from "#web/features/marketing/page-section.tsx";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { withIcons } from "#web/lib/icon-markup.server.ts";
import { seo } from "#web/lib/seo.ts";
import type { Route } from "./+types/use-cases";

const page = pages.useCases;

/** Decision 0016: whole in its HTML, so it hydrates on the visitor's first interaction. */
export const handle: HydrationHandle = { hydrateOnIntent: true };

export const meta = () => seo(page);

/** Build time only: the page's copy is written into its HTML, not into its JavaScript. */
export const loader = () => withIcons(useCasesPage);

/** docs/product.md §Routes, Use cases: six industries and 'Get Started Today', which leads to the contact section. */
export default function UseCasesPage({ loaderData }: Route.ComponentProps) {
  const { copy, icons } = loaderData;
  return (
    <IconMarkupContext value={icons}>
      <PageHero eyebrow={page.eyebrow} title={page.headline} lead={page.lead} />
      <PageSection id="industries" heading={{ title: copy.gridTitle }} className="pt-4 sm:pt-8">
        <CardGrid cards={copy.cards} footer={(card) => <Outcome text={card.outcome} />} />
      </PageSection>
      <CtaBand id="use-cases-cta" title={copy.cta.title} text={copy.cta.text}>
        <Button asChild variant="inverted" size="lg">
          <SmartLink href={homeSectionPath(homeSections.contact)}>
            {copy.cta.button} <ArrowRight aria-hidden="true" />
          </SmartLink>
        </Button>
      </CtaBand>
    </IconMarkupContext>
  );
}

function Outcome({ text }: { text: string }) {
  return (
    <p className="mt-5 flex gap-2.5 rounded-xl bg-brand-50/70 px-4 py-3 text-sm font-medium text-brand-800">
      <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {text}
    </p>
  );
}
