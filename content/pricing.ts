import { FREE_TRIAL_DAYS, PARTNER_COMMISSION_PERCENT, type PlanKey } from "#contracts/constants.ts";
import { site } from "./site.ts";

export type PlanCopy = { title: string; description: string; ctaText: string };

/** docs/product.md §Routes Pricing and §Constants: names, pitch and call to action of each plan. */
export const planCopy: Record<PlanKey, PlanCopy> = {
  basic: {
    title: "Basic",
    description: "For small websites putting a face on their support for the first time.",
    ctaText: "Start Free Trial",
  },
  pro: {
    title: "Pro",
    description: "For growing businesses that want more pages, more minutes and no watermark.",
    ctaText: "Start Free Trial",
  },
  enterprise: {
    title: "Enterprise",
    description: "Custom limits, integrations and a dedicated team for larger organisations.",
    ctaText: "Contact Sales",
  },
};

export const pricingCopy = {
  title: "Transparent Pricing",
  lead: `Start with a ${FREE_TRIAL_DAYS}-day free trial. No credit card required. Switch or cancel any time.`,
  homeEyebrow: "Pricing",
  tabs: { plans: "Pricing Plans", partner: "Partner Program" },
  billing: { label: "Billing period", monthly: "Monthly", yearly: "Yearly", savePrefix: "Save up to" },
  mostPopular: "Most Popular",
  customPrice: "Custom",
  perMonth: "/month",
  billedYearly: "billed yearly",
  billedMonthly: "billed monthly",
  customPeriod: "tailored to your volume",
  save: (percent: number) => `Save ${percent}%`,
  included: "Included",
  notIncluded: "Not included",
  scheduleDemo: "Schedule a Demo",
  noteTitle: "Transparent Pricing",
  note: "No setup fees and no hidden costs. Prices are in euros and exclude VAT. Extra video minutes are billed at the rate of your plan.",
  fallbackNotice: "Showing our standard prices.",
  partner: {
    title: `Resell ${site.name} and earn recurring revenue`,
    lead: `Agencies, white-label resellers and hosting companies earn up to ${PARTNER_COMMISSION_PERCENT}% recurring commission on every client they bring.`,
    points: [
      `Up to ${PARTNER_COMMISSION_PERCENT}% recurring commission`,
      "White-label option under your own brand",
      "Technical support and sales resources",
    ],
    cta: "Explore the Partner Program",
  },
  faqTitle: "Frequently asked questions",
  faq: [
    {
      question: "Can I switch plans later?",
      answer:
        "Yes. You can switch, upgrade, downgrade or cancel your plan at any time. Changes take effect immediately, and the remaining balance is prorated.",
    },
    {
      question: "Is there a free trial?",
      answer: `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. No credit card required.`,
    },
    {
      question: "Can I customise my avatars?",
      answer:
        "Yes, within your one knowledge base: each generated answer can have its own presenter (one of ours or your own photo) and voice, your own video greets visitors, and the widget takes your colour, position and greeting. Separate knowledge bases and personalities per avatar are not available yet.",
    },
  ],
} as const;
