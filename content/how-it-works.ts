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
        text: "Create your account, pick a presenter and paste one line of script into your site, or install the WordPress plugin. No developer needed.",
      },
      {
        icon: "brain",
        title: "AI processing",
        text: "Write the questions your visitors ask and your answers. The assistant indexes them in each entry's language, understands synonyms, number words and typos, and answers only when it is confident.",
      },
      {
        icon: "smile",
        title: "Human-like interaction",
        text: "Visitors are greeted by a video assistant that reads their question, answers in over 30 languages and hands over to your team when a person is needed.",
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
        title: "Greetings and suggestions",
        text: "Welcome visitors with your own greeting and a few suggested questions, so they know what to ask.",
      },
      {
        icon: "target",
        title: "Honest when unsure",
        text: "Below its confidence threshold it says it is not sure, offers the closest answers, and asks for an address instead of guessing.",
      },
      {
        icon: "message",
        title: "Test before visitors do",
        text: "Ask it anything in your portal and see the answer, its confidence and the words that matched.",
      },
      {
        icon: "layers",
        title: "A presenter per answer",
        text: "Record an answer yourself, or generate it with one of our presenters or your own photo, and pick its voice.",
      },
      {
        icon: "handover",
        title: "Human handover",
        text: "Passes the conversation to your inbox with a full transcript and the visitor's email address.",
      },
      {
        icon: "chart",
        title: "Conversation insights",
        text: "Conversations, answered and handed-over questions and the deflection rate over 30 days, with the questions nothing answered yet.",
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
        text: "Your knowledge base is the questions your visitors ask, in their words, and your answers, each in its language and with a video if you like. Every entry is indexed by its title, phrasings and answer, with synonyms, number words and typo tolerance, and an edit is used at once. When nothing matches well enough, the assistant says so and offers a handover instead of inventing an answer.",
      },
      {
        icon: "refresh",
        title: "Continuous Learning",
        text: "Every conversation shows where the assistant was unsure or a visitor asked for a person. The questions nothing answered are listed for you, each one click from a new entry, and you mark answers right or wrong: a right one becomes a phrasing, a wrong one never answers that question again. It learns only what you teach it, so there are no surprises.",
      },
      {
        icon: "sparkles",
        title: "Custom Personality Settings",
        text: "It says only what you wrote, so its tone is yours: formal or playful, short or detailed. Add your own greeting and the questions it suggests, and choose the language your knowledge base is written in, so it sounds like your company on its best day.",
      },
      {
        icon: "palette",
        title: "Visual Customization",
        text: "Choose the presenter who greets visitors and the voice of each generated answer, then match the launcher's colour and its corner of the page to your brand. Use your own recorded video, a generated presenter, or your own portrait photo brought to life.",
      },
    ],
  },
  roi: {
    eyebrow: "Return on investment",
    title: "Results to aim for",
    /** Not customers' measurements (docs/product.md §Claims): said so on the page. */
    lead: "Illustrative figures, not measurements of our customers: what a well-tended assistant aims for in its first three months.",
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
      text: "A documented REST API, the one our portal and widget use, for teams who want the assistant inside their own product or workflow.",
      capabilities: [
        {
          title: "Authentication",
          text: "Sign in for short-lived tokens, renewed with a refresh token; the widget's key is public and bound to your domains.",
        },
        {
          title: "Conversation management",
          text: "Ask questions as a visitor would, hand a conversation over, and read the transcripts.",
        },
        {
          title: "Analytics events",
          text: "Read the last 30 days' conversations, answers, handovers and unanswered questions. Streaming them to your own tools is not available yet.",
        },
        {
          title: "Webhooks",
          text: "Coming soon: a call to your server on every handover. Today each handover is mailed to you and listed in your portal.",
        },
      ],
      keysNote:
        "Access is role-based: your account's tokens reach your own assistant only, and administration needs an administrator's token. Separate read-only API keys are not available yet.",
      docsLink: "Read the API documentation",
    },
    cms: {
      title: "Install from your CMS",
      text: "Our plugins add the assistant without touching code and keep your key out of your theme files.",
      available: "Available",
      comingSoon: "Coming Soon",
      /** The zip WordPress's Upload Plugin takes (docs/decisions/0050-wordpress-plugin.md). */
      download: "Download the WordPress plugin",
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
          "Over 30 languages. It detects the visitor's language and answers in it from the entries you write in that language; where you have none yet, it answers from your knowledge base's language and says so.",
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
          "In the European Union. Conversations are encrypted in transit, kept only for the period you choose, never transferred outside the EU and the EEA, and never used for profiling.",
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
      text: "Write the questions your visitors ask and your answers, with a video for each if you like. The assistant uses every change at once.",
    },
    {
      title: "Your visitor asks, face to face",
      text: "The avatar greets the visitor, understands the question and answers from your own content, out loud and with captions.",
    },
    {
      title: "Learn what your visitors need",
      text: "Your dashboard shows conversations, the questions nothing answered yet, and the handovers waiting for you.",
    },
  ],
} as const;
