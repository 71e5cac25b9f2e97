import { queryOptions } from "@tanstack/react-query";
import { messages } from "#contracts/messages.ts";
import { PricingConfigList, PricingRecordList } from "#contracts/pricing.ts";
import { ApiRequestError, apiFetch } from "#web/lib/api-client.ts";

/** Query options for the pricing domain; keys run from general to specific (STYLE: web). */
export const pricingQueries = {
  all: () => ["pricing"] as const,
  configs: () =>
    queryOptions({
      queryKey: [...pricingQueries.all(), "configs"],
      // Spec §8: any failure of the config call reads 'Network error. Please try again.'
      queryFn: ({ signal }) =>
        apiFetch("/api/pricingConfig/all", PricingConfigList, { signal }).catch((error: unknown) => {
          if (signal.aborted) throw error;
          throw new ApiRequestError(
            messages.request.network,
            error instanceof ApiRequestError ? error.status : undefined,
          );
        }),
    }),
  records: () =>
    queryOptions({
      queryKey: [...pricingQueries.all(), "records"],
      queryFn: ({ signal }) => apiFetch("/api/pricing", PricingRecordList, { signal }),
    }),
};
