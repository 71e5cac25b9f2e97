import type { ReactNode } from "react";
import { pages } from "#content/pages.ts";
import { partnerPage as copy } from "#content/partners.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { IconMarkupContext } from "#web/components/ui/content-icon.tsx";
import { CardGrid } from "#web/features/marketing/card-grid.tsx";
import { CtaBand } from "#web/features/marketing/cta-band.tsx";
import { PageSection } from "#web/features/marketing/page-section.tsx";
import type { IconMarkup } from "#web/lib/icon-markup.server.ts";
import { CommissionPanel } from "./commission-panel.tsx";
import { JoinSteps } from "./join-steps.tsx";
import { PartnerTypeCards } from "./partner-type-cards.tsx";

const page = pages.partnerProgram;

/** The 'Apply' buttons, which the static page (web/site/pages/partner-program.astro) passes as islands. */
type Islands = {
  applyAgency: ReactNode;
  applyWhiteLabel: ReactNode;
  applyHosting: ReactNode;
  applyCta: ReactNode;
};

/**
 * docs/product.md §Routes, Partner program: why, the three types, benefits, commission; four 'Apply'
 * buttons. Rendered at build time by the static page, each 'Apply' button an island with its own dialog.
 */
export function PartnerProgramPage({
  icons,
  applyAgency,
  applyWhiteLabel,
  applyHosting,
  applyCta,
}: { icons: IconMarkup } & Islands) {
  const applyButtons = { agency: applyAgency, "white-label": applyWhiteLabel, hosting: applyHosting };
  return (
    <IconMarkupContext value={icons}>
      <PageHero eyebrow={page.eyebrow} title={page.headline} lead={page.lead} />
      {/* Positioned, so the strip overlapping the hero's lower edge is drawn above its light. */}
      <div className="relative px-4 sm:px-6">
        <dl className="mx-auto -mt-4 grid max-w-4xl grid-cols-1 gap-px overflow-hidden rounded-2xl bg-slate-200 text-center ring-1 ring-slate-200 sm:grid-cols-3">
          {copy.heroStats.map((stat) => (
            <div key={stat.label} className="flex flex-col bg-white px-6 py-6">
              <dt className="text-sm text-slate-600">{stat.label}</dt>
              <dd className="order-first text-3xl font-semibold tracking-tight text-slate-950">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <PageSection id="why-partner" heading={copy.why}>
        <CardGrid cards={copy.why.items} columns={4} />
      </PageSection>
      <PageSection id="partnership-types" tone="tinted" heading={copy.types}>
        <PartnerTypeCards types={copy.types.items} applyButtons={applyButtons} />
      </PageSection>
      <PageSection id="benefits" heading={copy.benefits}>
        <CardGrid cards={copy.benefits.items} />
      </PageSection>
      <CommissionPanel copy={copy.commission} />
      <PageSection id="how-to-join" tone="tinted" heading={copy.steps}>
        <JoinSteps steps={copy.steps.items} />
      </PageSection>
      <CtaBand id="partner-cta" title={copy.cta.title} text={copy.cta.text}>
        {applyCta}
      </CtaBand>
    </IconMarkupContext>
  );
}
