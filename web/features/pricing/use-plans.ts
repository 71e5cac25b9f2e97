import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { DEFAULT_PRICING_CONFIGS, DEFAULT_PRICING_RECORDS } from "#contracts/pricing-catalogue.ts";
import { buildPlans } from "./build-plans.ts";
import { pricingQueries } from "./pricing-queries.ts";

/**
 * The plans to show. Until the API answers, and whenever a call fails, the built-in catalogue
 * stands in (spec §8), so the prerendered prices are right on first paint and never vanish.
 * `notices` carries the catalogue message of each failed call.
 */
export function usePlans() {
  const [configs, records] = useQueries({ queries: [pricingQueries.configs(), pricingQueries.records()] });
  const plans = useMemo(
    () => buildPlans(configs.data ?? DEFAULT_PRICING_CONFIGS, records.data ?? DEFAULT_PRICING_RECORDS),
    [configs.data, records.data],
  );
  const notices = [configs.error?.message, records.error?.message].filter(
    (message, index, all): message is string => Boolean(message) && all.indexOf(message) === index,
  );
  return { plans, notices, isLoading: configs.isPending || records.isPending };
}
