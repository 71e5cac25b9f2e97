import {
  DEFAULT_PRICING_CONFIGS,
  DEFAULT_PRICING_RECORDS,
  FREE_TRIAL_DAYS,
  PARTNER_COMMISSION_PERCENT,
  PLAN_CONFIG_IDS,
  yearlyPrice,
} from "#contracts/constants.ts";
import { howItWorksPage } from "./how-it-works.ts";
import { pricingCopy } from "./pricing.ts";
import { site } from "./site.ts";

/**
 * The knowledge base of our own assistant, made of this site's copy: what it says about plans,
 * prices, setup and the product. The server keeps the assistant's account in step with it at start.
 */

const price = (planId: number) => {
  const record = DEFAULT_PRICING_RECORDS.find((entry) => entry.pricingConfigId === planId);
  if (!record) throw new Error(`no price for plan ${planId}`);
  return { monthly: record.monthlyPrice, yearly: yearlyPrice(record.monthlyPrice, record.discount) };
};
const basic = price(PLAN_CONFIG_IDS.basic);
const pro = price(PLAN_CONFIG_IDS.pro);
const config = (planId: number) => {
  const found = DEFAULT_PRICING_CONFIGS.find((entry) => entry.pricingConfigId === planId);
  if (!found) throw new Error(`no configuration for plan ${planId}`);
  return found;
};
const basicConfig = config(PLAN_CONFIG_IDS.basic);
const proConfig = config(PLAN_CONFIG_IDS.pro);
const euros = (amount: number | null) =>
  amount === null ? "a custom rate" : `${amount.toFixed(2).replace(/\.00$/, "")} €`;

type AssistantEntry = { title: string; questions: string[]; answer: string };

/**
 * Other ways visitors ask the site's FAQs, by the FAQ's question: what the home page's "Try it live"
 * was asked and did not answer (plan changes and proration, the trial, languages, installing).
 */
const FAQ_PHRASINGS: Record<string, string[]> = {
  "Can I switch plans later?": [
    "Can I upgrade or downgrade my plan?",
    "Is a plan change prorated?",
    "What happens to what I paid when I change plans?",
  ],
  "Is there a free trial?": [
    "Can I try it for free?",
    "How long is the trial?",
    "Do I need a credit card for the trial?",
  ],
  "Which languages does the assistant speak?": [
    "What languages are supported?",
    "Does it answer in my visitors' language?",
    "Can it speak German, French or Spanish?",
  ],
  "Do I need a developer to install it?": ["How do I add it to my website?", "How do I install the widget?"],
};

/** The FAQs of the site, each with the ways a visitor might ask it. */
const faqEntries: AssistantEntry[] = [...pricingCopy.faq, ...howItWorksPage.faq.items].map((item) => ({
  title: item.question,
  questions: [item.question, ...(FAQ_PHRASINGS[item.question] ?? [])],
  answer: item.answer,
}));

export const siteAssistant = {
  greeting: `Hi! I'm the ${site.name} assistant. Ask me about plans, setup or what I can do.`,
  suggestedQuestions: ["How much does it cost?", "Is there a free trial?", "Do I need a developer?"],
  entries: [
    {
      title: `What is ${site.name}?`,
      questions: [
        `What is ${site.name}?`,
        "What does this product do?",
        "How does the video assistant work?",
      ],
      answer: site.description,
    },
    {
      title: "Prices",
      questions: [
        "How much does it cost?",
        "What are your prices?",
        "What does the Pro plan cost?",
        `How much is ${site.name}?`,
        "pricing plans",
      ],
      answer: `Basic costs ${basic.monthly} € a month (${basic.yearly} € a month billed yearly), Pro ${pro.monthly} € a month (${pro.yearly} € a month billed yearly), and Enterprise is priced on request. Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial.`,
    },
    {
      title: "Partner program",
      questions: [
        "Do you have a partner program?",
        "Can agencies resell it?",
        "What commission do partners earn?",
        "How much do resellers make?",
        "Do you pay referral commission?",
      ],
      answer: `Agencies, white-label resellers and hosting companies earn up to ${PARTNER_COMMISSION_PERCENT}% recurring commission. Apply on the Partner Program page.`,
    },
    {
      title: "WordPress plugin",
      questions: [
        "Is there a WordPress plugin?",
        "Does it work with WordPress?",
        "How do I install it on my WordPress site?",
      ],
      answer: `Yes. Install the ${site.name} WordPress plugin, or paste the one-line snippet into your site's footer. That's the whole integration: no developer needed.`,
    },
    {
      title: "Watermark",
      questions: [
        "Is there a watermark on the videos?",
        "How do I remove the watermark?",
        "Which plan has no watermark?",
      ],
      answer: `The Basic plan and the free trial put a small ${site.name} watermark on the videos our studio generates. Pro and Enterprise have no watermark: upgrade any time, the change is prorated.`,
    },
    {
      title: "Extra video minutes",
      questions: [
        "What if I use more minutes than my plan includes?",
        "How much do extra minutes cost?",
        "What happens when my video minutes run out?",
      ],
      answer: `Basic includes ${basicConfig.generationMinutes} minutes of video generation and Pro ${proConfig.generationMinutes}. Extra minutes are billed at the rate of your plan: ${euros(basicConfig.extraPricePerMinute)} a minute on Basic, ${euros(proConfig.extraPricePerMinute)} on Pro, and volume pricing on Enterprise.`,
    },
    {
      title: "Talk to sales",
      questions: ["How can I contact sales?", "Can I book a demo?", "I want to talk to a person"],
      answer: `Book a demo with "Schedule a Demo", or write to us with the contact form at the bottom of the home page. We reply within one business day.`,
    },
    ...faqEntries,
  ] satisfies AssistantEntry[],
} as const;
