import { homeHero, homeSectionsCopy } from "#content/home.ts";
import { site } from "#content/site.ts";
import { paths } from "#contracts/paths.ts";
import { LazyContactForm } from "#web/features/contact/lazy-contact-form.tsx";
import { ScheduleDemoButton } from "#web/features/demo/schedule-demo-button.tsx";
import { HomePage } from "#web/features/home/home-page.tsx";
import { TryItLive } from "#web/features/home/try-it-live.tsx";
import { LazyPricingTabs } from "#web/features/pricing/lazy-pricing-tabs.tsx";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { withIcons } from "#web/lib/icon-markup.server.ts";
import { seo } from "#web/lib/seo.ts";
import { organizationStructuredData, websiteStructuredData } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/home";

/**
 * The home page as React Router renders it on a navigation from one of its pages. A visitor who
 * loads "/" gets the static page built from the same components (web/site/pages/index.astro), which
 * the build writes over this route's prerendered HTML (docs/architecture.md).
 */
export const handle: HydrationHandle = { hydrateOnIntent: true };

export const meta = () =>
  seo({
    description: site.description,
    path: paths.home,
    structuredData: [organizationStructuredData(), websiteStructuredData()],
  });

/** Build time only: the sections' copy is written into the page, not into its JavaScript. */
export const loader = () => withIcons(homeSectionsCopy);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { copy, icons } = loaderData;
  return (
    <HomePage
      copy={copy}
      icons={icons}
      heroDemo={
        <ScheduleDemoButton variant="secondary" size="lg">
          {homeHero.secondaryCta}
        </ScheduleDemoButton>
      }
      tryItLive={<TryItLive />}
      pricing={<LazyPricingTabs under="h2" belowTheFold />}
      closingDemo={
        <ScheduleDemoButton variant="translucent" size="lg">
          {copy.closingCta.demo}
        </ScheduleDemoButton>
      }
      contactDemo={
        <ScheduleDemoButton variant="translucent" size="lg">
          {homeHero.secondaryCta}
        </ScheduleDemoButton>
      }
      contactForm={<LazyContactForm />}
    />
  );
}
