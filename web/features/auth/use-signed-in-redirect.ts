import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { timings } from "#contracts/constants.ts";
import { RETURN_TO_PARAM, safeReturnPath } from "#contracts/paths.ts";
import { appLinks } from "#web/lib/hosts.ts";

/**
 * docs/product.md §Behaviour: after a sign-in or sign-up, the dashboard follows 100 ms later; or the portal page that
 * sent a signed-out visitor here (`?returnTo=`), when it is one (safeReturnPath: never another site).
 *
 * The portal is loaded as a new document, not routed to in this one: its answer isolates it from
 * windows other sites opened, and the public page this form sits on has no such isolation to pass
 * on (decision 0019).
 */
export function useSignedInRedirect(): () => void {
  const [searchParams] = useSearchParams();
  const destination = safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? appLinks.dashboard;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    timer.current = window.setTimeout(() => window.location.assign(destination), timings.redirectDelayMs);
  }, [destination]);
}
