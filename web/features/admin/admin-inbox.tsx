import { portalCopy } from "#content/portal.ts";
import { leadKinds } from "#contracts/admin.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { EnterprisePlanForm } from "./enterprise-plan-form.tsx";
import { LeadList } from "./lead-list.tsx";

const ENTERPRISE_TAB = "enterprise";

/** The lists of leads in tabs (each loads when it is first opened), and the Enterprise limits form. */
export function AdminInbox() {
  return (
    <Tabs defaultValue={leadKinds[0]}>
      <div className="overflow-x-auto pb-1">
        <TabsList>
          {leadKinds.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {portalCopy.admin.tabs[kind]}
            </TabsTrigger>
          ))}
          <TabsTrigger value={ENTERPRISE_TAB}>{portalCopy.admin.enterpriseTab}</TabsTrigger>
        </TabsList>
      </div>
      {leadKinds.map((kind) => (
        <TabsContent key={kind} value={kind} className="mt-6">
          <LeadList kind={kind} />
        </TabsContent>
      ))}
      <TabsContent value={ENTERPRISE_TAB} className="mt-6">
        <EnterprisePlanForm />
      </TabsContent>
    </Tabs>
  );
}
