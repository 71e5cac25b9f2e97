import { useCallback, useEffect, useRef } from "react";
import { timings } from "#contracts/constants.ts";
import { RETURN_TO_PARAM, safeReturnPath } from "#contracts/paths.ts";
import { appLinks } from "#web/lib/hosts.ts";

/**
 * docs/product.md §Behaviour: after a sign-in or sign-up, the dashboard follows 100 ms later; or the portal page that
 * sent a signed-out visitor here (`?returnTo=`), when it is one (safeReturnPath: never another site).
 *
 * The portal is loaded as a new document, not routed to in this one: its answer isolates it from
 * windows other sites opened, and the public page this form sits on has no such isolation to pass
 * on (decision 0019). The address is read when the form succeeds, from the document: the page is
 * static (web/site/) and has no router.
 */
export function useSignedInRedirect(): () => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    const returnTo = new URLSearchParams(window.location.search).get(RETURN_TO_PARAM);
    const destination = safeReturnPath(returnTo) ?? appLinks.dashboard;
    timer.current = window.setTimeout(() => window.location.assign(destination), timings.redirectDelayMs);
  }, []);
}
