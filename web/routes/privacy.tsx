import { privacy } from "#content/legal.ts";
import { pages } from "#content/pages.ts";
import { LegalPage } from "#web/components/layout/legal-document.tsx";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { seo } from "#web/lib/seo.ts";

/** Decision 0016: whole in its HTML, so it hydrates on the visitor's first interaction. */
export const handle: HydrationHandle = { hydrateOnIntent: true };

export const meta = () => seo(pages.privacy);

export default function PrivacyPage() {
  return <LegalPage document={privacy} />;
}
