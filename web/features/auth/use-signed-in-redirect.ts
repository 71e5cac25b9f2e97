import { useCallback, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { appLinks } from "#content/hosts.ts";
import { timings } from "#contracts/constants.ts";

/** Spec §4: after a sign-in or sign-up, the dashboard follows 100 ms later. */
export function useSignedInRedirect(): () => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    timer.current = window.setTimeout(() => navigate(appLinks.dashboard), timings.redirectDelayMs);
  }, [navigate]);
}
