import { FREE_TRIAL_DAYS, PARTNER_COMMISSION_PERCENT } from "#contracts/constants.ts";
import { paths } from "#contracts/paths.ts";
import { blogCopy } from "./blog-copy.ts";
import { site } from "./site.ts";
/** Titles, descriptions and opening copy of each page (meta tags and page heroes share them). */
export type PageCopy = {
  path: string;
  title: string;
  description: string;
  eyebrow?: string;
  /** The page's h1 where it differs from its title. */
  headline?: string;
  lead?: string;
};

export const pages = {
  features: {
    path: paths.features,
    title: "Features",
    headline: "Everything your website needs to feel human",
    eyebrow: "Features",
    description: `Video avatars, your own knowledge base, recorded answers and analytics: everything ${site.name} puts on your website.`,
    lead: "Everything you need to greet, help and convert every visitor face to face, without adding headcount.",
  },
  useCases: {
    path: paths.useCases,
    title: "Use Cases",
    headline: "Built for every industry",
    eyebrow: "Use cases",
    description: `How e-commerce, SaaS, financial services, healthcare, education and HR teams use ${site.name}'s AI video assistant.`,
    lead: "From product questions to onboarding and recruiting, see how teams in every industry use a video assistant that never sleeps.",
  },
  howItWorks: {
    path: paths.howItWorks,
    title: "How It Works",
    headline: "Live on your website in minutes",
    eyebrow: "How it works",
    description: `Add ${site.name} with a single line of script, connect your knowledge base and go live in minutes. See how it works.`,
    lead: "One line of script, your knowledge base, and a lifelike assistant that speaks over 30 languages.",
  },
  pricing: {
    path: paths.pricing,
    title: "Pricing",
    description: `Simple, transparent plans for ${site.name}'s AI video assistant. Start with a ${FREE_TRIAL_DAYS}-day free trial, no credit card required.`,
  },
  partnerProgram: {
    path: paths.partnerProgram,
    title: "Partner Program",
    headline: `Grow with the ${site.name} Partner Program`,
    eyebrow: "Partner program",
    description: `Agencies, white-label resellers and hosting companies earn up to ${PARTNER_COMMISSION_PERCENT}% recurring commission with the ${site.name} partner program.`,
    lead: `Offer your clients lifelike AI video support and earn up to ${PARTNER_COMMISSION_PERCENT}% recurring commission.`,
  },
  blog: {
    path: paths.blog,
    title: "Blog",
    headline: "Insights on AI video support",
    eyebrow: "Blog",
    description: blogCopy.description,
    lead: "Ideas and stories on customer experience, AI video support and conversion.",
  },
  terms: {
    path: paths.terms,
    title: "Terms & Conditions",
    description: `The terms and conditions of the ${site.name} service.`,
  },
  privacy: {
    path: paths.privacy,
    title: "Privacy Policy",
    description: `How ${site.name} collects, stores and protects your personal data.`,
  },
  signIn: { path: paths.signIn, title: "Sign in", description: `Sign in to your ${site.name} account.` },
  signUp: {
    path: paths.signUp,
    title: "Sign up",
    description: `Create your ${site.name} account and start your ${FREE_TRIAL_DAYS}-day free trial.`,
  },
  recovery: {
    path: paths.recoveryEmail,
    title: "Password recovery",
    description: `Reset the password of your ${site.name} account.`,
  },
  resetPassword: {
    path: paths.resetPassword,
    title: "Choose a new password",
    description: `Choose a new password for your ${site.name} account.`,
  },
  verifyEmail: {
    path: paths.verifyEmail,
    title: "Confirm your email address",
    description: `Confirm the email address of your ${site.name} account.`,
  },
  portal: {
    path: paths.dashboard,
    title: "Dashboard",
    headline: "Your dashboard",
    description: "Your video assistant, your widget key and your trial.",
    lead: "Sign in to see your video assistant, your widget key and your trial.",
  },
} satisfies Record<string, PageCopy>;
