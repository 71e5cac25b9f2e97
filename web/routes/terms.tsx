import { terms } from "#content/legal.ts";
import { pages } from "#content/pages.ts";
import { LegalPage } from "#web/components/layout/legal-document.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () => seo(pages.terms);

export default function TermsPage() {
  return <LegalPage document={terms} />;
}
