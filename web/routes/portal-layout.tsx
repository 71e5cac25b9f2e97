import { QueryClientProvider, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { portalNavigation } from "#content/portal.ts";
import { teamCopy } from "#content/team.ts";
import type { Profile } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { PORTAL_PREFIX, paths, RETURN_TO_PARAM } from "#contracts/paths.ts";
import { teamMessages } from "#contracts/team.ts";
import { NoticeAlert } from "#web/components/ui/alert.tsx";
import { onSessionEnded, profileQuery } from "#web/features/auth/auth-api.ts";
import { withSignInNotice } from "#web/features/auth/sign-in-notice.ts";
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
const SESSION_ENDED = withSignInNotice(messages.auth.sessionExpired);

function Portal() {
  const profile = useQuery(profileQuery);
  const location = useLocation();
  useSignInWhenSessionEnds(profile.isSuccess);

  if (profile.isPending) return <PortalLoading />;
  if (profile.isError) {
    if (profile.error instanceof ApiRequestError && profile.error.status === 401) {
      // Signed in until now (the account was on screen, and a refetch found the session over, as
      // when the customer comes back to the tab): say why, as useSignInWhenSessionEnds does.
      return (
        <Navigate replace to={signInReturningTo(location)} state={profile.data ? SESSION_ENDED : undefined} />
      );
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    return onSessionEnded(() => {
      // Away from the portal first (as useLogout does), then forget the account.
      void Promise.resolve(
        navigate(signInReturningTo(window.location), {
          replace: true,
          state: SESSION_ENDED,
        }),
      ).then(() => queryClient.clear());
    });
  }, [signedIn, navigate, queryClient]);
}

/** The sign-in page, which brings the visitor back to this portal page afterwards. */
function signInReturningTo({ pathname, search }: { pathname: string; search: string }): string {
  return `${paths.signIn}?${RETURN_TO_PARAM}=${encodeURIComponent(`${pathname}${search}`)}`;
}
