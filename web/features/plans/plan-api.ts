import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPaths } from "#contracts/api-paths.ts";
import { type PlanChangeBody, PlanChanged, PlanQuote, PlanSummary } from "#contracts/plans.ts";
import type { z } from "#contracts/zod.ts";
import { withSession } from "#web/features/auth/auth-api.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** The plan calls of the portal (docs/product.md §Plans), each renewing an expired access token once. */
const call = <T extends z.ZodType>(path: string, schema: T, options?: Parameters<typeof apiFetch>[2]) =>
  withSession(() => apiFetch(path, schema, options));

export const planQuery = queryOptions({
  queryKey: ["plan"],
  queryFn: ({ signal }) => call(apiPaths.plan, PlanSummary, { signal }),
});

/** What switching to `change` would cost now: the server prorates, the portal shows it. */
export const quoteQuery = (change: PlanChangeBody) =>
  queryOptions({
    queryKey: ["plan", "quote", change.plan, change.billingPeriod],
    queryFn: ({ signal }) =>
      call(`${apiPaths.planQuote}?${new URLSearchParams(change)}`, PlanQuote, { signal }),
    retry: false,
  });

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["plan", "change"],
    mutationFn: (change: PlanChangeBody) => call(apiPaths.plan, PlanChanged, { method: "PUT", body: change }),
    onSuccess: ({ summary }) => {
      queryClient.setQueryData(planQuery.queryKey, summary);
      // Every quote was against the plan that has just changed.
      void queryClient.invalidateQueries({ queryKey: ["plan", "quote"] });
    },
  });
}

export function useAllowExtraMinutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["plan", "extra-minutes"],
    mutationFn: (allowed: boolean) =>
      call(apiPaths.planExtraMinutes, PlanSummary, { method: "PUT", body: { allowed } }),
    onSuccess: (summary) => queryClient.setQueryData(planQuery.queryKey, summary),
  });
}
