import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { portalNavigation } from "#content/portal.ts";
import { teamCopy } from "#content/team.ts";
import type { Profile } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { PORTAL_PREFIX, paths, RETURN_TO_PARAM } from "#contracts/paths.ts";
import { teamMessages } from "#contracts/team.ts";
import { NoticeAlert } from "#web/components/ui/alert.tsx";
import { onSessionEnded, profileQuery } from "#web/features/auth/auth-api.ts";
import { goToSignIn } from "#web/features/auth/sign-in-notice.ts";
import { portalScreenMeta } from "#web/features/portal/portal-meta.ts";
import { PortalLoadFailed, PortalLoading, PortalShell } from "#web/features/portal/portal-shell.tsx";
import type { PortalContext } from "#web/features/portal/use-portal-profile.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";
import { useAppQueryClient } from "#web/lib/query-client.ts";

export const meta = () => portalScreenMeta(paths.dashboard);

/**
 * The customer portal (client-rendered, behind sign-in): the account is read first, so a signed-in
 * customer never sees signed-out content and a visitor never sees the portal. A visitor goes to the
 * sign-in page, which brings them back here afterwards.
 */
export default function PortalLayout() {
  // The portal's screens all make calls: they share the tab's client through context.
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <Portal />
    </QueryClientProvider>
  );
}

/**
 * A teammate opens the screens of the owner's chats only (decision 0053): any other portal address
 * says whose it is instead of showing a screen whose every call the server refuses.
 */
function screenAllowed(profile: Profile, pathname: string): boolean {
  if (profile.teamRole === "owner") return true;
  const allowed = portalNavigation.filter((item) =>
    profile.teamRole === "agent" ? item.agents : item.path === paths.dashboard,
  );
  return pathname === PORTAL_PREFIX || allowed.some((item) => pathname === item.path);
}

function OwnerOnlyScreen({ role }: { role: Profile["teamRole"] }) {
  return (
    <div className="grid max-w-2xl gap-4">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-950">
        {role === "removed" ? teamCopy.agent.removedTitle : teamCopy.agent.ownerOnlyTitle}
      </h1>
      <NoticeAlert>{role === "removed" ? teamMessages.removed : teamMessages.ownerOnly}</NoticeAlert>
    </div>
  );
}

/** What the sign-in page says to a customer whose session ended while the portal was open. */
const SESSION_ENDED = messages.auth.sessionExpired;

function Portal() {
  const profile = useQuery(profileQuery);
  const location = useLocation();
  useSignInWhenSessionEnds(profile.isSuccess);

  if (profile.isPending) return <PortalLoading />;
  if (profile.isError) {
    if (profile.error instanceof ApiRequestError && profile.error.status === 401) {
      // Signed in until now (the account was on screen, and a refetch found the session over, as
      // when the customer comes back to the tab): say why, as useSignInWhenSessionEnds does.
      return <LeaveForSignIn notice={profile.data ? SESSION_ENDED : undefined} />;
    }
    return <PortalLoadFailed message={profile.error.message} onRetry={() => profile.refetch()} />;
  }
  return (
    <PortalShell profile={profile.data}>
      {screenAllowed(profile.data, location.pathname) ? (
        <Outlet context={profile.data satisfies PortalContext} />
      ) : (
        <OwnerOnlyScreen role={profile.data.teamRole} />
      )}
    </PortalShell>
  );
}

/**
 * A session ended while the portal was open (signed out on another device, a changed password):
 * the next call that needs it fails, and the page would go on showing the account with every action
 * failing in place. Off to sign in instead, saying why, and back here afterwards.
 */
function useSignInWhenSessionEnds(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    return onSessionEnded(() => signInAndReturn(SESSION_ENDED));
  }, [signedIn]);
}

/**
 * To the sign-in page, which brings the visitor back to this portal page afterwards. A document of
 * its own (web/site/), not a route of this app: the portal's queries go with the page left.
 */
function signInAndReturn(notice: string | undefined) {
  const { pathname, search } = window.location;
  goToSignIn({
    notice,
    search: `?${RETURN_TO_PARAM}=${encodeURIComponent(`${pathname}${search}`)}`,
    replace: true,
  });
}

/** While the browser leaves for the sign-in page, the portal shows that it is loading. */
function LeaveForSignIn({ notice }: { notice: string | undefined }) {
  useEffect(() => signInAndReturn(notice), [notice]);
  return <PortalLoading />;
}
