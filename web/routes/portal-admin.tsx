import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { portalCopy } from "#content/portal.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { AdminInbox } from "#web/features/admin/admin-inbox.tsx";
import { portalScreenMeta } from "#web/features/portal/portal-meta.ts";
import { usePortalProfile } from "#web/features/portal/use-portal-profile.ts";

export const meta = () => portalScreenMeta(paths.adminInbox);

/** /portal/admin: the admin inbox, for administrators only (the API checks the admin token too). */
export default function PortalAdminPage() {
  const profile = usePortalProfile();
  if (profile.role !== "admin") {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-slate-400" />
        <h1 className="mt-4 text-3xl font-semibold tracking-tight text-slate-950">
          {portalCopy.admin.forbiddenTitle}
        </h1>
        <p className="mt-3 text-slate-600">{portalCopy.admin.forbiddenLead}</p>
        <Button asChild className="mt-8">
          <Link to={paths.dashboard}>{portalCopy.backToDashboard}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-950 sm:text-4xl">
        {portalCopy.admin.title}
      </h1>
      <p className="mt-2 text-slate-600">{portalCopy.admin.lead}</p>
      <div className="mt-8">
        <AdminInbox />
      </div>
    </div>
  );
}
