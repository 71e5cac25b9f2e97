import { apiPaths } from "#contracts/api-paths.ts";
import { DEFAULT_PRICING_CONFIGS, DEFAULT_PRICING_RECORDS } from "#contracts/constants.ts";

/**
 * The pricing calls and the answers the prerendered plans show: the built-in catalogue, which
 * `usePlans` renders until the API answers. /pricing hydrates on the visitor's first interaction
 * unless an answer differs from these (decision 0057).
 */
export const pricingRenderedFrom = {
  [apiPaths.pricingConfigs]: DEFAULT_PRICING_CONFIGS,
  [apiPaths.pricing]: DEFAULT_PRICING_RECORDS,
} as const;
