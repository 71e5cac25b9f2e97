import { queryOptions } from "@tanstack/react-query";
import { apiPaths } from "#contracts/api-paths.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";

/**
 * The schemas, the API client and its messages load with the first query, after the page is interactive: the
 * prerendered prices come from the zod-free catalogue, so no page waits for the schema library.
 */
const loadClient = () =>
  Promise.all([
    import("#web/lib/api-client.ts"),
    import("#contracts/pricing.ts"),
    import("#contracts/messages.ts"),
  ]);

/** Query options for the pricing domain; keys run from general to specific (docs/product.md §Conventions). */
export const pricingQueries = {
  all: () => ["pricing"] as const,
  configs: () =>
    queryOptions({
      queryKey: [...pricingQueries.all(), "configs"],
      queryFn: async ({ signal }) => {
        const [{ apiFetch }, { PricingConfigList }, { messages }] = await loadClient();
        try {
          return await apiFetch(apiPaths.pricingConfigs, PricingConfigList, { signal });
        } catch (error) {
          if (signal.aborted) throw error;
          // docs/product.md §Errors: any failure of the config call reads 'Network error. Please try again.'
          const status = error instanceof ApiRequestError ? error.status : undefined;
          throw new ApiRequestError(messages.request.network, status);
        }
      },
    }),
  records: () =>
    queryOptions({
      queryKey: [...pricingQueries.all(), "records"],
      queryFn: async ({ signal }) => {
        const [{ apiFetch }, { PricingRecordList }] = await loadClient();
        return apiFetch(apiPaths.pricing, PricingRecordList, { signal });
      },
    }),
};
