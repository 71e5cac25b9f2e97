import type { Product, WithContext } from "schema-dts";
import { site } from "#content/site.ts";
import { DEFAULT_PRICING_CONFIGS, DEFAULT_PRICING_RECORDS } from "#contracts/constants.ts";
import { paths } from "#contracts/paths.ts";
import { hosts } from "#web/lib/hosts.ts";
import { buildPlans } from "./build-plans.ts";

/**
 * Product/Offer JSON-LD for /pricing, built from the same catalogue the prerendered cards show,
 * so search engines and visitors see the same prices.
 */
export function offersStructuredData(): WithContext<Product> {
  const plans = buildPlans(DEFAULT_PRICING_CONFIGS, DEFAULT_PRICING_RECORDS);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: site.name,
    description: site.description,
    brand: { "@type": "Brand", name: site.name },
    offers: plans.flatMap((plan) =>
      plan.price
        ? [
            {
              "@type": "Offer",
              name: plan.title,
              price: plan.price.monthly,
              priceCurrency: "EUR",
              url: `${hosts.publicUrl}${paths.pricing}`,
              priceSpecification: {
                "@type": "UnitPriceSpecification",
                price: plan.price.monthly,
                priceCurrency: "EUR",
                unitCode: "MON",
              },
            },
          ]
        : [],
    ),
  };
}
