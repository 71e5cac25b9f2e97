import { Link } from "react-router";
import { portalCopy } from "#content/portal.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { portalScreenMeta } from "#web/features/portal/portal-meta.ts";
import type { Route } from "./+types/portal-not-found";

export const meta = ({ location }: Route.MetaArgs) =>
  portalScreenMeta(location.pathname, portalCopy.notFoundTitle);

/** An unknown address inside the portal (the server answers the shell; the portal says so). */
export default function PortalNotFound() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-950">{portalCopy.notFoundTitle}</h1>
      <p className="mt-3 text-slate-600">{portalCopy.notFoundLead}</p>
      <Button asChild className="mt-8">
        <Link to={paths.dashboard}>{portalCopy.backToDashboard}</Link>
      </Button>
    </div>
  );
}
