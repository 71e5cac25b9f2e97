import type { CopyCard } from "./icons.ts";
import { site } from "./site.ts";

/**
 * The /features page (docs/product.md §Routes: 8 feature cards). Loaded by the route's build-time loader, so the
 * copy ships in the page's HTML rather than in its JavaScript.
 */
export const featuresPage = {
  gridTitle: "Eight reasons visitors stay and talk",
  gridLead:
    "Every part of the assistant is built to make your website feel staffed by your best people, at any hour.",
  cards: [
    {
      icon: "video",
      title: "Lifelike video avatars",
      text: "A presenter who looks your visitor in the eye, with natural lip-sync, expressions and gestures. Choose from our studio-recorded avatars or create one from a few minutes of footage.",
      points: [
        "Studio-quality presenters, rendered in real time",
        "Lip-sync matched to every answer",
        "Several avatars for different teams or brands",
      ],
    },
    {
      icon: "clapperboard",
      title: "Your own recorded answers",
      text: "Record your founder, your support lead or your best salesperson once. The assistant plays the right clip at the right moment, and fills the gaps with a generated answer in the same voice.",
      points: [
        "Upload clips for your most-asked questions",
        "Automatic captions and chapter markers",
        "Swap a clip without touching your website",
      ],
    },
    {
      icon: "book",
      title: "Answers from your knowledge base",
      text: "Connect your help centre, product catalogue, PDFs and web pages. Every answer is grounded in your own content, and the assistant says so when it is not sure instead of guessing.",
      points: [
        "Import from URLs, documents and sitemaps",
        "Re-syncs automatically when your pages change",
        "Shows the source behind every answer",
      ],
    },
    {
      icon: "languages",
      title: "Speaks your visitors' language",
      text: "The assistant detects the visitor's language and answers in it, with voice, lip-sync and captions to match, from a single knowledge base written in yours.",
      points: [
        "Automatic language detection",
        "Native-sounding voices and local formats",
        "One knowledge base, many languages",
      ],
    },
    {
      icon: "code",
      title: "One line of script",
      text: `Paste one script tag into your site and ${site.name} is live. It works with any website builder or CMS, loads after your page, and never slows it down.`,
      points: [
        "No developer time needed",
        "Loads asynchronously, after your content",
        "WordPress plugin, more platforms coming",
      ],
    },
    {
      icon: "handover",
      title: "Smooth handover to your team",
      text: "When a question needs a person, the assistant collects the details and hands the conversation to your inbox or help desk, so nobody has to repeat themselves.",
      points: [
        "Full transcript attached to every handover",
        "Routing rules by topic, language or page",
        "Email, help desk and webhook destinations",
      ],
    },
    {
      icon: "chart",
      title: "Conversation analytics",
      text: "See what visitors ask, where the assistant helped, and which conversations turned into sign-ups or sales. Spot the gaps in your content before they cost you customers.",
      points: [
        "Top questions and unanswered topics",
        "Conversion tracking per page and campaign",
        "Weekly summary sent to your team",
      ],
    },
    {
      icon: "shield",
      title: "Private and secure by design",
      text: "Conversations are encrypted in transit and at rest, stored in the European Union, and never used to profile your visitors. Your widget key only works on the domains you allow.",
      points: [
        "Data stays in the EU and the EEA",
        "No profiling, no third-party advertising",
        "Domain-locked keys with role-based access",
      ],
    },
  ],
  cta: {
    title: "See every feature on your own website",
    text: "Start a free trial and have your assistant answering real visitors this afternoon.",
    primary: "Start Free Trial",
    demo: "Schedule a Demo",
  },
} satisfies { gridTitle: string; gridLead: string; cards: readonly CopyCard[]; cta: object };
