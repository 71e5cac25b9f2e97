import { ArrowRight, TrendingUp } from "lucide-react";
import { pages } from "#content/pages.ts";
import { useCasesPage as copy } from "#content/use-cases.ts";
import { homeSectionPath, homeSections } from "#contracts/paths.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import { SmartLink } from "#web/components/ui/smart-link.tsx";
import type { IconMarkup } from "#web/lib/icon-markup.server.ts";
import { CardGrid } from "./card-grid.tsx";
import { CtaBand } from "./cta-band.tsx";
import { PageSection } from "./page-section.tsx";

const page = pages.useCases;

/**
 * docs/product.md §Routes, Use cases: six industries and 'Get Started Today', which leads to the
 * contact section. Static through and through (web/site/pages/use-cases.astro).
 */
export function UseCasesPage({ icons }: { icons: IconMarkup }) {
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
