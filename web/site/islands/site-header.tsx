import { SiteHeader } from "#web/components/layout/site-header.tsx";
import { DocumentPath } from "#web/components/ui/navigation.tsx";
import { Island } from "./island.tsx";

/** The header of a static page: its menu, the current page's link marked. */
export function SiteHeaderIsland({ path }: { path: string }) {
  return (
    <Island>
      <DocumentPath path={path}>
        <SiteHeader />
      </DocumentPath>
    </Island>
  );
}
