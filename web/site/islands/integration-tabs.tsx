import { IntegrationTabs } from "#web/features/how-it-works/integration-tabs.tsx";
import { Island } from "./island.tsx";

/** /how-it-works' integration tabs, with the snippet's copy button. */
export function IntegrationTabsIsland(props: Parameters<typeof IntegrationTabs>[0]) {
  return (
    <Island>
      <IntegrationTabs {...props} />
    </Island>
  );
}
