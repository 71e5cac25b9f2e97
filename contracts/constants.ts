import type { PricingConfig, PricingRecord } from "./pricing.ts";

/**
 * What docs/product.md §Constants and §Validation fix as numbers and lists, in one place: business
 * constants, the forms' limits, timings and the plan catalogue. Nothing here needs the schema
 * library, so the islands render from it (the inputs' `maxLength`, the prices) before zod loads,
 * with a form's first use or the pricing API's answer.
 */
export const FREE_TRIAL_DAYS = 14;
export const PARTNER_COMMISSION_PERCENT = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MAX_DIGITS = 15;

/** docs/product.md §Validation: the special characters a password must include one of. */
export const PASSWORD_SPECIAL_CHARACTERS = "@#$%^&+=!";

/** RFC 5321's practical limit for an address in a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/** The contact form's maximum lengths, after trimming (docs/product.md §Security: bounded). */
export const contactLimits = {
  name: 200,
  email: EMAIL_MAX_LENGTH,
  company: 200,
  message: 5000,
} as const;

/** Each half of the contact form's name, so that "First Last" always fits the API's `name`. */
export const CONTACT_NAME_PART_MAX = Math.floor((contactLimits.name - 1) / 2);

/** The account forms' limits, shared by the schemas and the inputs' `maxLength`. */
export const authLimits = {
  fullName: 100,
  /** docs/product.md §Security (ASVS 6.2.9): long passphrases are welcome; hashing stays bounded. */
  passwordMax: 128,
  passwordMin: PASSWORD_MIN_LENGTH,
  /** E.164: at most 15 digits, country code included (docs/product.md §Validation). */
  phoneMaxDigits: PHONE_MAX_DIGITS,
  /** The shortest numbers in use (country code included) have 7 digits. */
  phoneMinDigits: 7,
  /** The phone field's text with its formatting: "+1 (702) 123-4567". */
  phoneText: 32,
  /** A reset token: 32 random bytes, base64url. */
  resetToken: 43,
} as const;

/**
 * The honeypot: a field a person never sees (web/features/forms/honeypot.tsx renders it off-screen,
 * out of the tab order and hidden from assistive technology), so only a bot fills it. Any text is
 * accepted on purpose: a filled honeypot is answered like a success (201 with an id that is never
 * stored, no mail), so a bot cannot tell it was caught. Not called "website": the partner form has
 * a real website field.
 */
export const HONEYPOT_FIELD = "homepage";

export const timings = {
  copyConfirmationMs: 2000,
  heroFadeInDelayMs: 400,
  revealDurationS: 0.6,
  revealThreshold: 0.1,
  revealDistancePx: 20,
  headerScrolledAfterPx: 10,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  redirectDelayMs: 100,
  hashScrollDelayMs: 500,
  phoneSearchDebounceMs: 250,
} as const;

// The plan catalogue. The seed inserts it; the pricing islands of / and /pricing render their
// prices from it before the API answers, and whenever it is slow or failing (docs/product.md §Errors).

/** docs/product.md §Constants: the plans, in display order, and which config each one reads. */
export const PLAN_CONFIG_IDS = { basic: 2, pro: 3, enterprise: 1 } as const;
export type PlanKey = keyof typeof PLAN_CONFIG_IDS;
export const PLAN_ORDER: readonly PlanKey[] = ["basic", "pro", "enterprise"];

/**
 * docs/product.md §Constants: yearly price = monthly × (1 − discount/100), rounded to whole euros. Computed in
 * hundredths, and cleared of floating-point noise, so an exact half (45 € at 30 % = 31.50 €)
 * rounds up instead of landing on 31.4999… and rounding down.
 */
export function yearlyPrice(monthlyPrice: number, discountPercent: number): number {
  const exact = (monthlyPrice * (100 - discountPercent)) / 100;
  return Math.round(Number(exact.toFixed(6)));
}

/**
 * The built-in catalogue: the database seed, and the web's fallback whenever the API is slow or
 * failing (docs/product.md §Errors), so both always agree. Basic 44 € −20 % → 35; Pro 206 € −13 % → 179.
 */
export const DEFAULT_PRICING_CONFIGS: readonly PricingConfig[] = [
  {
    pricingConfigId: PLAN_CONFIG_IDS.enterprise,
    domainsToConnect: null,
    pagesPerDomain: null,
    extraPricePerMinute: null,
    avatarsIncluded: null,
    variousVoices: true,
    generationMinutes: null,
    watermark: false,
    premiumSupport: true,
  },
  {
    pricingConfigId: PLAN_CONFIG_IDS.basic,
    domainsToConnect: 1,
    pagesPerDomain: 10,
    extraPricePerMinute: 5,
    avatarsIncluded: 1,
    variousVoices: false,
    generationMinutes: 8,
    watermark: true,
    premiumSupport: false,
  },
  {
    pricingConfigId: PLAN_CONFIG_IDS.pro,
    domainsToConnect: 2,
    pagesPerDomain: 50,
    extraPricePerMinute: 3.5,
    avatarsIncluded: 3,
    variousVoices: true,
    generationMinutes: 20,
    watermark: false,
    premiumSupport: true,
  },
];

export const DEFAULT_PRICING_RECORDS: readonly PricingRecord[] = [
  { pricingConfigId: PLAN_CONFIG_IDS.basic, monthlyPrice: 44, discount: 20 },
  { pricingConfigId: PLAN_CONFIG_IDS.pro, monthlyPrice: 206, discount: 13 },
];
