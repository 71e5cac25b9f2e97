import { useOutletContext } from "react-router";
import type { Profile } from "#contracts/auth.ts";

/** What the portal layout hands its screens: the signed-in account, already loaded. */
export type PortalContext = Profile;

export function usePortalProfile(): Profile {
  return useOutletContext<PortalContext>();
}
