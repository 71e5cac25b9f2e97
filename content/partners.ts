import { FREE_TRIAL_DAYS, PARTNER_COMMISSION_PERCENT } from "#contracts/constants.ts";
import type { PartnershipType } from "#contracts/partners.ts";
import type { CopyCard, SectionCopy } from "./icons.ts";
import { site } from "./site.ts";

/** A partnership type's card (docs/product.md §Routes: Agency, White Label, Hosting Company) and its button. */
export type PartnerTypeCopy = CopyCard & { type: PartnershipType; audience: string; apply: string };

/**
 * The /partner-program page (docs/product.md §Routes, Partner program). The four button labels are docs/product.md's;
 * all four open the one application dialog. Loaded by the route's build-time loader.
 */
export const partnerPage = {
  heroStats: [
    { value: `Up to ${PARTNER_COMMISSION_PERCENT}%`, label: "Recurring commission" },
    { value: "3", label: "Ways to partner" },
    { value: `${FREE_TRIAL_DAYS} days`, label: "Free trial for every client" },
  ],
  why: {
    eyebrow: "Why partner with us",
    title: "A product your clients ask for, and revenue that keeps coming",
    lead: `Video support is the most visible upgrade you can make to a website. ${site.name} lets you offer it without building it.`,
    items: [
      {
        icon: "trending",
        title: "Recurring revenue",
        text: "Earn a share of every subscription you bring, every month, for as long as your client stays.",
      },
      {
        icon: "rocket",
        title: "Fast to deliver",
        text: "One line of script or a WordPress plugin: a new client is live in an afternoon, not a sprint.",
      },
      {
        icon: "sparkles",
        title: "A standout offer",
        text: "Differentiate your services with lifelike video assistants that few competitors can offer yet.",
      },
      {
        icon: "handshake",
        title: "A team behind you",
        text: "A partner manager, technical support and ready-made sales material from the first day.",
      },
    ],
  },
  types: {
    eyebrow: "Partnership types",
    title: "Choose how you want to partner",
    items: [
      {
        type: "agency",
        icon: "megaphone",
        title: "Agency",
        audience: "For digital, marketing and web agencies",
        text: `Recommend and set up ${site.name} for your clients, and earn recurring commission on every account you bring.`,
        points: [
          "Commission on every referred subscription",
          "One account and widget key per client",
          "Co-branded proposals and case studies",
        ],
        apply: "Apply as Agency",
      },
      {
        type: "white-label",
        icon: "tag",
        title: "White Label",
        audience: "For software vendors and consultancies",
        text: "Offer the assistant under your own brand and pricing, integrated into your product or service through our API.",
        points: [
          "Your colours on the widget, your name on the offer",
          "Set your own prices and packages",
          "API access and priority engineering support",
        ],
        apply: "Apply for White Label",
      },
      {
        type: "hosting",
        icon: "server",
        title: "Hosting Company",
        audience: "For hosting providers and website builders",
        text: "Add AI video support to your hosting plans and control panel, and give your customers a reason to upgrade.",
        points: [
          "The WordPress plugin for your customers' sites",
          "Bundle it with your hosting plans",
          "Volume pricing and consolidated billing",
        ],
        apply: "Apply as Hosting Partner",
      },
    ],
  },
  benefits: {
    eyebrow: "Partner benefits",
    title: "Everything you need to sell and succeed",
    items: [
      {
        icon: "coins",
        title: "Revenue sharing",
        text: `Up to ${PARTNER_COMMISSION_PERCENT}% recurring commission on every subscription you bring, paid monthly for the lifetime of the account.`,
        points: ["A monthly commission statement", "Monthly payouts in euros", "No cap on what you earn"],
      },
      {
        icon: "lifebuoy",
        title: "Technical support",
        text: "A dedicated partner manager and priority access to our engineers for integrations, migrations and launches.",
        points: ["Priority support channel", "Help with client onboarding", "Early access to new features"],
      },
      {
        icon: "book",
        title: "Resources",
        text: "Sales decks, demo accounts, training and marketing material, ready to use with your own clients.",
        points: [
          "Partner training and certification",
          "Free demo account for your team",
          "Co-marketing opportunities",
        ],
      },
    ],
  },
  commission: {
    eyebrow: "Commission",
    value: `Up to ${PARTNER_COMMISSION_PERCENT}%`,
    title: "recurring commission",
    text: "Your share grows with the revenue you bring, and it is paid every month for as long as your clients subscribe. Commission is calculated on the plans your clients choose.",
    pricingLink: "See our plans and pricing",
  },
  steps: {
    eyebrow: "How to join",
    title: "Start in three steps",
    items: [
      {
        title: "Apply",
        text: "Tell us about your business and the clients you serve. It takes two minutes.",
      },
      {
        title: "Meet your partner manager",
        text: "We'll reply within two business days and set up a short onboarding call.",
      },
      {
        title: "Start earning",
        text: "Get your demo account and materials, and onboard your first client.",
      },
    ],
  },
  cta: {
    title: "Ready to grow with us?",
    text: "Apply today and a partner manager will be in touch within two business days.",
    apply: "Apply to Partner Program",
  },
} satisfies {
  why: SectionCopy & { items: readonly CopyCard[] };
  types: SectionCopy & { items: readonly PartnerTypeCopy[] };
  benefits: SectionCopy & { items: readonly CopyCard[] };
  [key: string]: unknown;
};

/** The application dialog behind the four 'Apply' buttons. */
export const partnerDialogCopy = {
  title: "Apply to the Partner Program",
  description: "Tell us about your business. A partner manager will reply within two business days.",
  typePlaceholder: "Choose a partnership type",
  websitePlaceholder: "https://",
  messagePlaceholder: "Your clients, your services, and how you'd like to offer video support",
  submit: "Submit application",
  successTitle: "Application received",
  close: "Close",
} as const;
