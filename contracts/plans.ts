import { FREE_TRIAL_DAYS, PLAN_CONFIG_IDS, yearlyPrice } from "./constants.ts";
import type { PricingConfig, PricingRecord } from "./pricing.ts";
import { z } from "./zod.ts";

/**
 * Plans an account can be on, and the rules that make their limits real (docs/product.md §Plans):
 * every account starts on the 14-day trial; a customer switches between Basic and Pro themselves,
 * effective at once with the remaining balance prorated; Enterprise is set by an administrator.
 * The arithmetic here is the one the server charges and the portal shows.
 */

export const PLANS = ["trial", "basic", "pro", "enterprise"] as const;
/** The names the pricing page gives the plans, and the trial's. */
export const PLAN_NAMES = {
  trial: "Free trial",
  basic: "Basic",
  pro: "Pro",
  enterprise: "Enterprise",
} as const;
export const Plan = z.enum(PLANS);
export type Plan = z.output<typeof Plan>;

/** The plans a customer may choose in the portal; Enterprise goes through sales. */
export const SELF_SERVICE_PLANS = ["basic", "pro"] as const;
export const SelfServicePlan = z.enum(SELF_SERVICE_PLANS);
export type SelfServicePlan = z.output<typeof SelfServicePlan>;

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export const BillingPeriod = z.enum(BILLING_PERIODS);
export type BillingPeriod = z.output<typeof BillingPeriod>;

/** The names of the limits an administrator sets for an Enterprise account, as its messages say them. */
export const planLimitLabels = {
  domains: "Domains",
  generationMinutes: "Generated minutes a month",
  extraPricePerMinute: "Price of an extra minute (EUR)",
  presenters: "Presenters",
  variousVoices: "Every voice",
  watermark: "Watermark on generated clips",
} as const;

/** The most any count limit may be: beyond it, leave the limit open. */
export const PLAN_LIMIT_MAX = 100_000;

/** The admin's Enterprise form's messages (and the API's, which checks the same). */
export const planLimitMessages = {
  count: (label: string) =>
    `${label} must be a whole number from 0 to ${PLAN_LIMIT_MAX.toLocaleString("en")}, or left empty for no limit.`,
  price:
    "The price of an extra minute must be an amount in euros of 0 or more, with at most two decimals, or left empty.",
  email: "Enter the email address of the account.",
} as const;

const countLimit = (label: string) => {
  const message = planLimitMessages.count(label);
  return z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(PLAN_LIMIT_MAX, {
    error: message,
  });
};

/** What a plan allows; null is "no limit" (Enterprise's custom limits leave some open). */
export const PlanLimits = z.object({
  domains: countLimit(planLimitLabels.domains).nullable(),
  generationMinutes: countLimit(planLimitLabels.generationMinutes).nullable(),
  extraPricePerMinute: z
    .number({ error: planLimitMessages.price })
    .min(0, { error: planLimitMessages.price })
    .max(PLAN_LIMIT_MAX, { error: planLimitMessages.price })
    // Cents at most: 4.5 and 3.75 are prices, 3.755 is not.
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: planLimitMessages.price,
    })
    .nullable(),
  presenters: countLimit(planLimitLabels.presenters).nullable(),
  variousVoices: z.boolean(),
  watermark: z.boolean(),
});
export type PlanLimits = z.output<typeof PlanLimits>;

/**
 * A plan's limits from the catalogue. The trial shows what Pro does (domains, minutes, presenters,
 * voices) so a customer tries the whole product, but keeps the watermark and has no paid extra
 * minutes: nothing is billed before a plan is chosen. Enterprise's come from the account's own row.
 */
export function limitsOf(
  plan: Exclude<Plan, "enterprise">,
  configs: readonly PricingConfig[],
): PlanLimits | undefined {
  const config = configs.find(
    (item) => item.pricingConfigId === PLAN_CONFIG_IDS[plan === "trial" ? "pro" : plan],
  );
  if (!config) return undefined;
  return {
    domains: config.domainsToConnect,
    generationMinutes: config.generationMinutes,
    extraPricePerMinute: plan === "trial" ? null : config.extraPricePerMinute,
    presenters: config.avatarsIncluded,
    variousVoices: config.variousVoices,
    watermark: plan === "trial" ? true : config.watermark,
  };
}

/** Limits for an Enterprise account that an administrator has not set yet: none. */
export const OPEN_LIMITS: PlanLimits = {
  domains: null,
  generationMinutes: null,
  extraPricePerMinute: null,
  presenters: null,
  variousVoices: true,
  watermark: false,
};

/** A period's price in cents: the monthly price, or twelve months at the yearly price shown. */
export function periodPriceCents(
  plan: SelfServicePlan,
  period: BillingPeriod,
  records: readonly PricingRecord[],
): number | undefined {
  const record = records.find((item) => item.pricingConfigId === PLAN_CONFIG_IDS[plan]);
  if (!record) return undefined;
  const monthly =
    period === "monthly" ? record.monthlyPrice : yearlyPrice(record.monthlyPrice, record.discount);
  return Math.round(monthly * 100) * (period === "monthly" ? 1 : 12);
}

/** When a billing period that starts at `start` ends: a calendar month or year later. */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  if (period === "monthly") end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

export const trialEnd = (signedUpAt: Date) => new Date(signedUpAt.getTime() + FREE_TRIAL_DAYS * 86_400_000);

export type CurrentPeriod = { priceCents: number; startsAt: Date; endsAt: Date };

/**
 * A plan change at `at`, effective at once: the unused share of the current period's price comes
 * back as a credit (to the millisecond, rounded to the cent), and the new plan's period starts now
 * at its full price. The amount due is the difference; a negative amount is a credit the account
 * keeps. From the trial there is nothing to credit.
 */
export function prorate(current: CurrentPeriod | undefined, nextPriceCents: number, at: Date) {
  let creditCents = 0;
  if (current && current.priceCents > 0) {
    const length = current.endsAt.getTime() - current.startsAt.getTime();
    const left = Math.min(Math.max(current.endsAt.getTime() - at.getTime(), 0), length);
    creditCents = length > 0 ? Math.round((current.priceCents * left) / length) : 0;
  }
  return { creditCents, chargeCents: nextPriceCents, amountCents: nextPriceCents - creditCents };
}
export type Proration = ReturnType<typeof prorate>;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The domains a list of allowed origins uses, as the plans count them: one per host, with
 * `www.` and the scheme and port set aside (https://shop.example and http://www.shop.example are one
 * domain), and addresses of the customer's own machine not counted (they test there).
 */
export function domainsOf(origins: readonly string[]): string[] {
  const hosts = origins.flatMap((origin) => {
    try {
      const host = new URL(origin).hostname;
      return LOCAL_HOSTS.has(host) ? [] : [host.replace(/^www\./, "")];
    } catch {
      return [];
    }
  });
  return [...new Set(hosts)];
}

/** GET /api/plan: the account's plan, its limits, this period's use, and the prices to switch. */
export const PlanSummary = z.object({
  plan: Plan,
  billingPeriod: BillingPeriod.nullable(),
  /** The trial's end, or the current paid period's. */
  periodEndsAt: z.iso.datetime(),
  /** False once the trial has ended without a plan: the widget stays off until one is chosen. */
  active: z.boolean(),
  priceCents: z.number().int(),
  limits: PlanLimits,
  extraMinutesAllowed: z.boolean(),
  usage: z.object({
    domains: z.number().int(),
    generatedSeconds: z.number().int(),
  }),
});
export type PlanSummary = z.output<typeof PlanSummary>;

/** PUT /api/plan and GET /api/plan/quote: the plan and period to switch to. */
export const PlanChangeBody = z.strictObject({ plan: SelfServicePlan, billingPeriod: BillingPeriod });
export type PlanChangeBody = z.output<typeof PlanChangeBody>;

export const PlanQuote = z.object({
  plan: SelfServicePlan,
  billingPeriod: BillingPeriod,
  creditCents: z.number().int(),
  chargeCents: z.number().int(),
  amountCents: z.number().int(),
});
export type PlanQuote = z.output<typeof PlanQuote>;

export const PlanChanged = z.object({ summary: PlanSummary, quote: PlanQuote });
export type PlanChanged = z.output<typeof PlanChanged>;

/** PUT /api/plan/extra-minutes: whether generation may go past the plan's minutes at its price. */
export const ExtraMinutesBody = z.strictObject({ allowed: z.boolean() });

/** PUT /api/admin/enterprise-plans: an administrator puts an account on Enterprise with its limits. */
export const EnterprisePlanBody = z.strictObject({
  email: z.email({ error: planLimitMessages.email }),
  limits: PlanLimits,
});
export type EnterprisePlanBody = z.output<typeof EnterprisePlanBody>;

/** A limit typed in the admin form: empty is "no limit", a comma is a decimal point. */
const typedLimit = <Limit extends z.ZodType<number | null, number | null>>(limit: Limit) =>
  z
    .string()
    .trim()
    .transform((text) => (text === "" ? null : Number(text.replace(",", "."))))
    .pipe(limit);

/** The admin's Enterprise form: the account's email and each limit as typed. */
export const EnterprisePlanForm = z
  .object({
    email: z.string().trim().pipe(EnterprisePlanBody.shape.email),
    domains: typedLimit(PlanLimits.shape.domains),
    generationMinutes: typedLimit(PlanLimits.shape.generationMinutes),
    extraPricePerMinute: typedLimit(PlanLimits.shape.extraPricePerMinute),
    presenters: typedLimit(PlanLimits.shape.presenters),
    variousVoices: z.boolean(),
    watermark: z.boolean(),
  })
  .transform(({ email, ...limits }): EnterprisePlanBody => ({ email, limits }));
export type EnterprisePlanFormInput = z.input<typeof EnterprisePlanForm>;

export const planMessages = {
  unchanged: "You are already on this plan with this billing period.",
  choosePlanFirst: "Extra minutes come with a paid plan: choose Basic or Pro first.",
  noPrice: "This plan has no price yet. Contact sales to choose it.",
  enterpriseOnly: "Your Enterprise plan is managed by our team. Contact sales to change it.",
  accountNotFound: "No account uses this email address.",
  domainLimit: (limit: number, plan: string) =>
    `Your ${plan} plan connects ${limit} ${limit === 1 ? "domain" : "domains"}. Remove a site, or upgrade your plan to connect more.`,
  minutesUsed: (limit: number) =>
    `This month's ${limit} minutes of video generation are used. Allow extra minutes on the Plan and usage page, or upgrade your plan.`,
  trialEnded:
    "Your free trial has ended: your assistant is hidden from your site until you choose a plan. Nothing has been deleted.",
} as const;

/** Euros from cents as the portal and mails show them: "€35.00", "−€12.40". */
export function formatEuros(cents: number): string {
  const text = new Intl.NumberFormat("en", { style: "currency", currency: "EUR" }).format(
    Math.abs(cents) / 100,
  );
  return cents < 0 ? `−${text}` : text;
}
