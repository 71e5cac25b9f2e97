import { pages } from "#content/pages.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { seo } from "#web/lib/seo.ts";

const page = pages.useCases;

export const meta = () => seo(page);

export default function UseCasesPage() {
  return <PageHero eyebrow={page.eyebrow} title={page.headline} lead={page.lead} />;
}
