import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { Registered } from "#contracts/auth.ts";
import { TeamView } from "#contracts/team.ts";
import { z } from "#contracts/zod.ts";
import { withSession } from "#web/features/auth/auth-api.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** The owner's team calls (decision 0053); each renews an expired access token once. */
export const teamQuery = queryOptions({
  queryKey: ["team"],
  queryFn: ({ signal }) => withSession(() => apiFetch(apiPaths.team, TeamView, { signal })),
});

function useTeamChange<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  });
}

export function useInvite() {
  return useTeamChange((email: string) =>
    withSession(() =>
      apiFetch(apiPaths.teamInvitations, z.object({ id: z.string() }), { method: "POST", body: { email } }),
    ),
  );
}

export function useRevokeInvitation() {
  return useTeamChange((id: string) =>
    withSession(() =>
      apiFetch(fillPath(apiPaths.teamInvitation, { id }), z.undefined(), { method: "DELETE" }),
    ),
  );
}

export function useRemoveMember() {
  return useTeamChange((id: string) =>
    withSession(() => apiFetch(fillPath(apiPaths.teamMember, { id }), z.undefined(), { method: "DELETE" })),
  );
}

/** The invited person joins with the mailed link's token: their session cookies come back with it. */
export function joinTeam(body: { token: string; fullName: string; password: string }) {
  return apiFetch(apiPaths.teamJoin, Registered, { method: "POST", body });
}
