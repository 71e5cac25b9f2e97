import { useCallback, useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { appLinks } from "#content/hosts.ts";
import { timings } from "#contracts/constants.ts";
import { RETURN_TO_PARAM, safeReturnPath } from "#contracts/paths.ts";

/**
 * Spec §4: after a sign-in or sign-up, the dashboard follows 100 ms later; or the portal page that
 * sent a signed-out visitor here (`?returnTo=`), when it is one (safeReturnPath: never another site).
 */
export function useSignedInRedirect(): () => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const destination = safeReturnPath(searchParams.get(RETURN_TO_PARAM)) ?? appLinks.dashboard;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    timer.current = window.setTimeout(() => navigate(destination), timings.redirectDelayMs);
  }, [navigate, destination]);
}
