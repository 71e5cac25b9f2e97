import { hosts } from "#content/hosts.ts";
import { pricingCopy } from "#content/pricing.ts";
import { site } from "#content/site.ts";
import { paths } from "#contracts/paths.ts";
import { Reveal } from "#web/components/layout/reveal.tsx";
import { SectionHeading } from "#web/components/layout/section-heading.tsx";
import { ContactBand } from "#web/features/home/contact-band.tsx";
import { HomeHero } from "#web/features/home/home-hero.tsx";
import { PlansSection } from "#web/features/pricing/plans-section.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () =>
  seo({
    description: site.description,
    path: paths.home,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.name,
        url: hosts.publicUrl,
        sameAs: [site.linkedinUrl],
      },
    ],
  });

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <section
        id="pricing"
        aria-labelledby="pricing-title"
        className="bg-slate-50/70 px-4 py-24 sm:px-6 sm:py-28"
      >
        <Reveal>
          <SectionHeading
            id="pricing-title"
            eyebrow={pricingCopy.homeEyebrow}
            title={pricingCopy.homeTitle}
            lead={pricingCopy.homeLead}
          />
        </Reveal>
        <div className="mt-12">
          <PlansSection />
        </div>
      </section>
      <div className="pt-24">
        <ContactBand />
      </div>
    </>
  );
}
