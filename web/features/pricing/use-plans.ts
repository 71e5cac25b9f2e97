import { replaceEqualDeep, useQueries } from "@tanstack/react-query";
import { useMemo, useRef } from "react";
import { DEFAULT_PRICING_CONFIGS, DEFAULT_PRICING_RECORDS } from "#contracts/constants.ts";
import { useAppQueryClient } from "#web/lib/query-client.ts";
import { useAfterFirstRender } from "#web/lib/use-hydrated.ts";
import { buildPlans } from "./build-plans.ts";
import { pricingQueries } from "./pricing-queries.ts";

/**
 * The plans to show. Until the API answers, and whenever a call fails, the built-in catalogue
 * stands in (docs/product.md §Errors), so the prerendered prices are right on first paint and never vanish.
 * `notices` carries the catalogue message of each failed call.
 *
 * The calls start in the render after hydration, not in its commit: on a phone hydrating the page
 * is already its longest task, and setting up the requests made it longer (docs/performance.md).
 * Plans equal to the ones shown keep their identity, so an answer that matches the catalogue
 * re-renders no card.
 */
export function usePlans() {
  const hydrated = useAfterFirstRender();
  const [configs, records] = useQueries(
    {
      queries: [
        { ...pricingQueries.configs(), enabled: hydrated },
        { ...pricingQueries.records(), enabled: hydrated },
      ],
    },
    useAppQueryClient(),
  );
  const shown = useRef<ReturnType<typeof buildPlans>>(undefined);
  const plans = useMemo(() => {
    shown.current = replaceEqualDeep(
      shown.current,
      buildPlans(configs.data ?? DEFAULT_PRICING_CONFIGS, records.data ?? DEFAULT_PRICING_RECORDS),
    );
    return shown.current;
  }, [configs.data, records.data]);
  const notices = [configs.error?.message, records.error?.message].filter(
    (message, index, all): message is string => Boolean(message) && all.indexOf(message) === index,
  );
  return { plans, notices, isLoading: configs.isPending || records.isPending };
}
