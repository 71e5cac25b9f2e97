import { Navigate } from "react-router";
import { paths } from "#contracts/paths.ts";

/** /portal itself opens the dashboard. */
export default function PortalIndex() {
  return <Navigate replace to={paths.dashboard} />;
}
