import { FREE_TRIAL_DAYS } from "#contracts/constants.ts";
import type { CopyCard, IconName, SectionCopy } from "./icons.ts";
import { site } from "./site.ts";

/**
 * The /how-it-works page (docs/product.md §Routes, How it works: all of it). The buttons' labels are docs/product.md's;
 * the rest is ours. Loaded by the route's build-time loader, so it ships in the HTML.
 */
export const howItWorksPage = {
  hero: {
    primary: "Get Started Now",
    secondary: "Watch Demo",
  },
  steps: {
    eyebrow: "Three steps",
    title: "From sign-up to your first conversation",
    items: [
      {
        icon: "code",
        title: "Easy setup",
        text: "Create your account, pick an avatar and paste one line of script into your site, or install the WordPress plugin. No developer needed.",
      },
      {
        icon: "brain",
        title: "AI processing",
        text: "Connect your help centre, product pages and documents. The assistant reads them, builds its knowledge and checks its answers against your content.",
      },
      {
        icon: "smile",
        title: "Human-like interaction",
        text: "Visitors are greeted by a lifelike video assistant that listens, answers in over 30 languages and hands over to your team when a person is needed.",
      },
    ],
  },
  advanced: {
    eyebrow: "Advanced features",
    title: "An assistant that does more than answer",
    lead: "Beyond questions and answers, it works like a seasoned member of your team.",
    items: [
      {
        icon: "bell",
        title: "Proactive greetings",
        text: "Welcome visitors on the pages where they hesitate, with a message tailored to what they are looking at.",
      },
      {
        icon: "target",
        title: "Lead capture",
        text: "Collect names, emails and requirements in conversation and send qualified leads straight to your CRM.",
      },
      {
        icon: "message",
        title: "Sentiment awareness",
        text: "Notices frustration or urgency and changes its tone, or hands over to a person before things escalate.",
      },
      {
        icon: "layers",
        title: "Several avatars, one account",
        text: "Give sales, support and careers each their own avatar, voice and knowledge base.",
      },
      {
        icon: "handover",
        title: "Human handover",
        text: "Passes the conversation to your inbox or help desk with a full transcript and the visitor's details.",
      },
      {
        icon: "chart",
        title: "Conversion tracking",
        text: "Connects conversations to sign-ups, bookings and orders, so you see the revenue your assistant drives.",
      },
    ],
  },
  technology: {
    eyebrow: "Technology",
    title: "What makes it feel human",
    lead: "Four building blocks work together behind every answer.",
    topics: [
      {
        icon: "book",
        title: "Knowledge Base Integration",
        text: "Import your help centre, product catalogue, PDFs and web pages. Content is split into passages, indexed and re-synced when it changes, and every answer is grounded in the passages it cites. When nothing relevant is found, the assistant says so and offers a handover instead of inventing an answer.",
      },
      {
        icon: "refresh",
        title: "Continuous Learning",
        text: "Every conversation shows where the assistant was unsure or a visitor asked for a person. Those moments are collected into suggestions: a missing article, an outdated price, a clip worth recording. You approve what it learns, so quality improves week by week without surprises.",
      },
      {
        icon: "sparkles",
        title: "Custom Personality Settings",
        text: "Set the tone, from formal to playful, choose how long answers should be, and decide which topics it should steer away from. Add your own greetings, sign-offs and brand vocabulary, so it sounds like your company on its best day.",
      },
      {
        icon: "palette",
        title: "Visual Customization",
        text: "Choose the avatar, voice, background and launcher style, then match colours, position and corner radius to your brand. Use your own recorded video, or a generated presenter who wears your company colours.",
      },
    ],
  },
  roi: {
    eyebrow: "Return on investment",
    title: "Results our customers measure",
    lead: "Averages reported by customers in their first three months.",
    stats: [
      {
        value: "68%",
        label: "Fewer support tickets",
        text: "Routine questions answered before they become a ticket.",
      },
      {
        value: "93%",
        label: "Customer satisfaction",
        text: "Visitors rating their conversation as helpful.",
      },
      {
        value: "47%",
        label: "More conversions",
        text: "Visitors who talked to the assistant and went on to buy or sign up.",
      },
      {
        value: "94%",
        label: "Response accuracy",
        text: "Answers confirmed correct against the customer's own content.",
      },
      {
        value: "1-2 hours",
        label: "Training time",
        text: "To connect your content and review the first answers.",
      },
      {
        value: "Under 30 min",
        label: "Setup time",
        text: "Setup takes under 30 minutes, from sign-up to live on your site.",
      },
    ],
  },
  integration: {
    eyebrow: "Integration",
    title: "Fits the way you build",
    lead: "Paste a snippet, call the API, or install a plugin: choose what suits your stack.",
    tabs: { code: "Simple Code", api: "API Integration", cms: "CMS Plugins" },
    code: {
      title: "Add it with one line",
      text: "Paste this before the closing </body> tag on every page where the assistant should appear, and replace YOUR_API_KEY with the key from your dashboard.",
      snippetLabel: "Embed code",
      copy: "Copy code",
      copied: "Copied",
      copyFailed: "Copying failed: select the code and copy it yourself.",
      notes: [
        "Loads asynchronously, after your own content",
        "Works on any website, builder or CMS",
        "Your key only works on the domains you allow",
      ],
    },
    api: {
      title: "Build your own experience",
      text: "A REST API for teams who want the assistant inside their own product, app or workflow.",
      capabilities: [
        { title: "Authentication", text: "Secure every call with API keys and short-lived tokens." },
        {
          title: "Conversation management",
          text: "Start, continue and close conversations, and read their transcripts.",
        },
        { title: "Analytics events", text: "Stream questions, answers and conversions to your own tools." },
        { title: "Webhooks", text: "Get notified of handovers, leads and new conversations in real time." },
      ],
      keysNote:
        "API keys come with role-based access: read-only keys for reporting, full keys for your back end.",
      docsLink: "Read the API documentation",
    },
    cms: {
      title: "Install from your CMS",
      text: "Our plugins add the assistant without touching code and keep your key out of your theme files.",
      available: "Available",
      comingSoon: "Coming Soon",
      plugins: [
        { name: "WordPress", available: true },
        { name: "Shopify", available: false },
        { name: "Wix", available: false },
        { name: "Squarespace", available: false },
      ],
    },
  },
  faq: {
    title: "Frequently asked questions",
    items: [
      {
        question: "Do I need a developer to install it?",
        answer:
          "No. Paste one line of script into your site's footer or install the WordPress plugin. If you can edit your website, you can install the assistant.",
      },
      {
        question: "Which languages does the assistant speak?",
        answer:
          "Over 30 languages. It detects the visitor's language and answers in it, with matching voice, lip-sync and captions, from a knowledge base written in yours.",
      },
      {
        question: "What happens when it doesn't know the answer?",
        answer:
          "It says so, offers to connect the visitor with your team, and sends you the conversation with the visitor's details. It never makes up an answer.",
      },
      {
        question: "Can I use my own videos?",
        answer:
          "Yes. Upload recorded answers for your most important questions and the assistant plays them at the right moment, with captions added automatically.",
      },
      {
        question: "Where is my data stored?",
        answer:
          "In the European Union. Conversations are encrypted in transit and at rest, are never transferred outside the EU and the EEA, and are never used for profiling.",
      },
      {
        question: "Will it slow down my website?",
        answer:
          "No. The script loads asynchronously after your own content, and the video only starts when a visitor opens the assistant.",
      },
    ],
  },
  cta: {
    title: "Ready to meet your assistant?",
    text: "Create your account, paste one line of script and welcome your first visitor today.",
    primary: "Start Free Trial",
    secondary: "Schedule a Demo",
    note: `No credit card required. ${FREE_TRIAL_DAYS}-day free trial.`,
  },
} satisfies {
  steps: SectionCopy & { items: readonly CopyCard[] };
  advanced: SectionCopy & { items: readonly CopyCard[] };
  technology: SectionCopy & { topics: readonly { icon: IconName; title: string; text: string }[] };
  [key: string]: unknown;
};

/** The 'Watch Demo' walkthrough: a product tour we draw and animate ourselves (docs/product.md §Deviations). */
export const walkthroughCopy = {
  eyebrow: "Product walkthrough",
  title: "See it in action",
  lead: "A one-minute tour: from pasting the script to a visitor's first answer and what your dashboard shows afterwards.",
  play: "Play the product walkthrough",
  posterBadge: "Over 30 languages",
  dialogTitle: `${site.name} product walkthrough`,
  dialogDescription:
    "Four steps from installation to insight. It plays on its own; pause it or step through at your pace.",
  pause: "Pause",
  resume: "Play",
  previous: "Previous step",
  next: "Next step",
  stepLabel: (current: number, total: number) => `Step ${current} of ${total}`,
  scenes: [
    {
      title: "Paste one line of script",
      text: "Copy your snippet from the dashboard and paste it before the closing body tag. The launcher appears on your site.",
    },
    {
      title: "Connect your knowledge",
      text: "Add your help centre and product pages. The assistant reads them in minutes and keeps them in sync.",
    },
    {
      title: "Your visitor asks, face to face",
      text: "The avatar greets the visitor, understands the question and answers from your own content, out loud and with captions.",
    },
    {
      title: "Learn what your visitors need",
      text: "Your dashboard shows conversations, top questions and conversions, and where your content could be better.",
    },
  ],
} as const;
