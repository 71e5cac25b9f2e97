import { FREE_TRIAL_DAYS, PARTNER_COMMISSION_PERCENT } from "#contracts/constants.ts";
import { DEFAULT_PRICING_RECORDS, PLAN_CONFIG_IDS, yearlyPrice } from "#contracts/pricing-catalogue.ts";
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

type AssistantEntry = { title: string; questions: string[]; answer: string };

/** The FAQs of the site, each with the ways a visitor might ask it. */
const faqEntries: AssistantEntry[] = [...pricingCopy.faq, ...howItWorksPage.faq.items].map((item) => ({
  title: item.question,
  questions: [item.question],
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
      ],
      answer: `Agencies, white-label resellers and hosting companies earn up to ${PARTNER_COMMISSION_PERCENT}% recurring commission. Apply on the Partner Program page.`,
    },
    {
      title: "Talk to sales",
      questions: ["How can I contact sales?", "Can I book a demo?", "I want to talk to a person"],
      answer: `Book a demo with "Schedule a Demo", or write to us with the contact form at the bottom of the home page. We reply within one business day.`,
    },
    ...faqEntries,
  ] satisfies AssistantEntry[],
} as const;
