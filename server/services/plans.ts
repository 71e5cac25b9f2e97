import {
  domainsOf,
  limitsOf,
  OPEN_LIMITS,
  PLAN_NAMES,
  type Plan,
  type PlanChangeBody,
  type PlanLimits,
  type PlanQuote,
  type PlanSummary,
  periodEnd,
  periodPriceCents,
  planMessages,
  prorate,
  trialEnd,
} from "#contracts/plans.ts";
import type { PricingConfig, PricingRecord } from "#contracts/pricing.ts";
import type { Database } from "#server/db/client.ts";
import {
  findPlanSubject,
  generatedSecondsSince,
  type PlanSubject,
  recordPlanChange,
  savePlan,
} from "#server/repositories/account-plans.ts";
import { listPricingConfigs, listPricingRecords } from "#server/repositories/pricing.ts";

/** The catalogue a plan's limits and prices come from (the pricing tables, as the pricing page shows). */
export type Catalogue = { configs: PricingConfig[]; records: PricingRecord[] };

export async function readCatalogue(db: Database): Promise<Catalogue> {
  const [configs, records] = await Promise.all([listPricingConfigs(db), listPricingRecords(db)]);
  return { configs, records };
}

/** The account's plan as it stands at `now`: the trial without a row, else the row's plan. */
export type PlanState = {
  plan: Plan;
  billingPeriod: "monthly" | "yearly" | null;
  periodStartsAt: Date;
  periodEndsAt: Date;
  priceCents: number;
  limits: PlanLimits;
  extraMinutesAllowed: boolean;
  active: boolean;
};

export function planStateOf(subject: PlanSubject, catalogue: Catalogue, now: Date): PlanState {
  const stored = subject.plan;
  if (!stored) {
    const endsAt = trialEnd(subject.user.createdAt);
    return {
      plan: "trial",
      billingPeriod: null,
      periodStartsAt: subject.user.createdAt,
      periodEndsAt: endsAt,
      priceCents: 0,
      limits: limitsOf("trial", catalogue.configs) ?? OPEN_LIMITS,
      extraMinutesAllowed: false,
      active: endsAt.getTime() > now.getTime(),
    };
  }
  const limits =
    stored.plan === "enterprise"
      ? (stored.limits ?? OPEN_LIMITS)
      : (limitsOf(stored.plan, catalogue.configs) ?? OPEN_LIMITS);
  // A paid period renews at its end (collecting the money is a later step): the current one is the
  // stored period moved forward by whole periods.
  let startsAt = stored.periodStartsAt;
  let endsAt = stored.periodEndsAt;
  while (stored.billingPeriod && endsAt.getTime() <= now.getTime()) {
    startsAt = endsAt;
    endsAt = periodEnd(startsAt, stored.billingPeriod);
  }
  return {
    plan: stored.plan,
    billingPeriod: stored.billingPeriod,
    periodStartsAt: startsAt,
    periodEndsAt: endsAt,
    priceCents: stored.priceCents,
    limits,
    extraMinutesAllowed: stored.extraMinutesAllowed,
    active: true,
  };
}

/** The first moment of the calendar month (UTC) that `now` is in: generated minutes count from it. */
export const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export async function summaryOf(db: Database, subject: PlanSubject, catalogue: Catalogue, now: Date) {
  const state = planStateOf(subject, catalogue, now);
  const summary: PlanSummary = {
    plan: state.plan,
    billingPeriod: state.billingPeriod,
    periodEndsAt: state.periodEndsAt.toISOString(),
    active: state.active,
    priceCents: state.priceCents,
    limits: state.limits,
    extraMinutesAllowed: state.extraMinutesAllowed,
    usage: {
      domains: domainsOf(subject.allowedOrigins).length,
      generatedSeconds: await generatedSecondsSince(db, subject.user.id, monthStart(now)),
    },
  };
  return summary;
}

export type QuoteOutcome = { quote: PlanQuote } | { refused: string };

/** What switching to `change` at `now` would cost, or why it cannot be done. */
export function quoteChange(
  state: PlanState,
  change: PlanChangeBody,
  catalogue: Catalogue,
  now: Date,
): QuoteOutcome {
  if (state.plan === "enterprise") return { refused: planMessages.enterpriseOnly };
  if (state.plan === change.plan && state.billingPeriod === change.billingPeriod) {
    return { refused: planMessages.unchanged };
  }
  const priceCents = periodPriceCents(change.plan, change.billingPeriod, catalogue.records);
  if (priceCents === undefined) return { refused: planMessages.noPrice };
  const current =
    state.plan === "trial"
      ? undefined
      : { priceCents: state.priceCents, startsAt: state.periodStartsAt, endsAt: state.periodEndsAt };
  return { quote: { ...change, ...prorate(current, priceCents, now) } };
}

/**
 * Switches the account's plan at once and records the change with its prorated amount for the admin
 * inbox, in one transaction with the account's row locked (two changes at once take turns).
 */
export async function changePlan(
  db: Database,
  userId: string,
  change: PlanChangeBody,
  now: Date,
): Promise<QuoteOutcome & { summary?: PlanSummary }> {
  return db.transaction(async (tx) => {
    const subject = await findPlanSubject(tx, { userId }, { forUpdate: true });
    if (!subject) throw new Error(`changePlan: no account ${userId}`);
    const catalogue = await readCatalogue(tx);
    const state = planStateOf(subject, catalogue, now);
    const outcome = quoteChange(state, change, catalogue, now);
    if ("refused" in outcome) return outcome;
    const saved = await savePlan(tx, userId, {
      plan: change.plan,
      billingPeriod: change.billingPeriod,
      periodStartsAt: now,
      periodEndsAt: periodEnd(now, change.billingPeriod),
      priceCents: outcome.quote.chargeCents,
      limits: null,
      extraMinutesAllowed: subject.plan?.extraMinutesAllowed ?? false,
    });
    await recordPlanChange(tx, {
      userId,
      name: subject.user.fullName,
      email: subject.user.email,
      fromPlan: state.plan,
      toPlan: change.plan,
      billingPeriod: change.billingPeriod,
      creditCents: outcome.quote.creditCents,
      chargeCents: outcome.quote.chargeCents,
      amountCents: outcome.quote.amountCents,
    });
    const summary = await summaryOf(tx, { ...subject, plan: saved }, catalogue, now);
    return { ...outcome, summary };
  });
}

/** An administrator puts an account on Enterprise with its own limits; recorded like any change. */
export async function setEnterprisePlan(
  db: Database,
  email: string,
  limits: PlanLimits,
  now: Date,
): Promise<PlanSummary | undefined> {
  return db.transaction(async (tx) => {
    const subject = await findPlanSubject(tx, { email }, { forUpdate: true });
    if (!subject) return undefined;
    const catalogue = await readCatalogue(tx);
    const state = planStateOf(subject, catalogue, now);
    const saved = await savePlan(tx, subject.user.id, {
      plan: "enterprise",
      billingPeriod: null,
      periodStartsAt: now,
      // Enterprise is invoiced by contract, not by period; its "period" only marks when it began.
      periodEndsAt: now,
      priceCents: 0,
      limits,
      extraMinutesAllowed: true,
    });
    await recordPlanChange(tx, {
      userId: subject.user.id,
      name: subject.user.fullName,
      email: subject.user.email,
      fromPlan: state.plan,
      toPlan: "enterprise",
      billingPeriod: null,
      creditCents: 0,
      chargeCents: 0,
      amountCents: 0,
    });
    return summaryOf(tx, { ...subject, plan: saved }, catalogue, now);
  });
}

/**
 * Whether saving these allowed origins stays within the plan's domains; the refusal names the limit
 * and the way forward.
 */
export async function domainsRefusalFor(
  db: Database,
  userId: string,
  origins: readonly string[],
  now: Date = new Date(),
): Promise<string | undefined> {
  const subject = await findPlanSubject(db, { userId });
  if (!subject) return undefined;
  const state = planStateOf(subject, await readCatalogue(db), now);
  const limit = state.limits.domains;
  if (limit === null || domainsOf(origins).length <= limit) return undefined;
  return planMessages.domainLimit(limit, PLAN_NAMES[state.plan]);
}

/**
 * Whether `seconds` more of generated video fit this month: within the plan's minutes, or past them
 * where the customer allowed extra minutes at the plan's price.
 */
export async function generationRefusal(
  db: Database,
  userId: string,
  seconds: number,
  now: Date = new Date(),
): Promise<string | undefined> {
  const subject = await findPlanSubject(db, { userId });
  if (!subject) return undefined;
  const state = planStateOf(subject, await readCatalogue(db), now);
  if (!state.active) return planMessages.trialEnded;
  const minutes = state.limits.generationMinutes;
  if (minutes === null || state.extraMinutesAllowed) return undefined;
  const used = await generatedSecondsSince(db, userId, monthStart(now));
  return used + seconds > minutes * 60 ? planMessages.minutesUsed(minutes) : undefined;
}

/** The account's plan limits now (a generated clip's watermark, its voices); undefined: no account. */
export async function planLimitsFor(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<PlanLimits | undefined> {
  const subject = await findPlanSubject(db, { userId });
  if (!subject) return undefined;
  return planStateOf(subject, await readCatalogue(db), now).limits;
}
