import { infiniteQueryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  adminApiPath,
  type LeadKind,
  type LeadOf,
  type LeadPage,
  leadPage,
  leadSchemas,
} from "#contracts/admin.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { type EnterprisePlanBody, PlanSummary } from "#contracts/plans.ts";
import { withSession } from "#web/features/auth/auth-api.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** Puts an account on Enterprise with the limits given; its plan as the customer now sees it. */
export function saveEnterprisePlan(body: EnterprisePlanBody): Promise<PlanSummary> {
  return withSession(() => apiFetch(apiPaths.adminEnterprisePlans, PlanSummary, { method: "PUT", body }));
}

/** One list of the admin inbox, a page at a time (the server's cursor leads to the next one). */
export function leadsQuery<Kind extends LeadKind>(kind: Kind) {
  return infiniteQueryOptions({
    queryKey: ["admin", "leads", kind],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const url = pageParam
        ? `${adminApiPath(kind)}?cursor=${encodeURIComponent(pageParam)}`
        : adminApiPath(kind);
      return withSession(() => apiFetch(url, leadPage(leadSchemas[kind]), { signal })) as Promise<
        LeadPage<Kind>
      >;
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Marks a lead handled or open, and puts the answer where the list shows it. */
export function useMarkHandled<Kind extends LeadKind>(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["admin", "mark-handled", kind],
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      withSession(() =>
        apiFetch(`${adminApiPath(kind)}/${id}`, leadSchemas[kind], { method: "PATCH", body: { handled } }),
      ) as Promise<LeadOf<Kind>>,
    onSuccess: (updated) => {
      queryClient.setQueryData(leadsQuery(kind).queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === updated.id ? updated : item)),
              })),
            }
          : data,
      );
    },
  });
}
