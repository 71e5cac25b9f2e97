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
      title: "Video avatars that speak your answers",
      text: "Turn a written answer into a video of a presenter saying it, the lips following every word. Our built-in studio draws a presenter, or animates your own portrait photo, with a synthetic voice; where HeyGen or D-ID is enabled, their lifelike presenters and voices speak instead.",
      points: [
        "Three drawn presenters, or your own photo",
        "Lip-sync and captions timed to every word",
        "A presenter and a voice chosen per answer",
      ],
    },
    {
      icon: "clapperboard",
      title: "Your own recorded answers",
      text: "Record your founder, your support lead or your best salesperson once, in the browser with a teleprompter or as an upload. The assistant plays the right clip at the right moment, and answers the rest in text or with a generated video.",
      points: [
        "Upload clips for your most-asked questions",
        "Automatic captions you can correct",
        "Swap a clip without touching your website",
      ],
    },
    {
      icon: "book",
      title: "Answers from your knowledge base",
      text: "Write each question the way your visitors ask it, with your answer. Every answer is one you wrote, and the assistant says so when it is not sure instead of guessing.",
      points: [
        "Synonyms, number words and typos understood",
        "Edits used at once, no retraining",
        "Closest entries offered when it is unsure",
      ],
    },
    {
      icon: "languages",
      title: "Speaks your visitors' language",
      text: "The assistant detects the visitor's language and speaks it, answering from the entries you write in that language. Where you have none yet, it answers from yours and says so.",
      points: [
        "Automatic language detection",
        "Each language's own word forms and stop words",
        "Right-to-left panel in Arabic",
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
      text: "When a question needs a person, the assistant asks for the visitor's email address and hands the conversation to your inbox, so nobody has to repeat themselves.",
      points: [
        "Full transcript attached to every handover",
        "Every handover listed in your portal until handled",
        "Mailed at once, or as an hourly digest when busy",
      ],
    },
    {
      icon: "chart",
      title: "Conversation analytics",
      text: "See what visitors ask, how many questions the assistant answered and how many it handed over. Spot the gaps in your content before they cost you customers.",
      points: [
        "Top unanswered questions, each one click from an answer",
        "Answered, handed over and deflection rate over 30 days",
        "Mark answers right or wrong to teach it",
      ],
    },
    {
      icon: "shield",
      title: "Private and secure by design",
      text: "Conversations travel encrypted, are kept only as long as you choose, and are never used to profile your visitors: no visitor's IP address or browser is stored. Your widget key only works on the domains you allow.",
      points: [
        "Data stays in the EU and the EEA",
        "No profiling, no third-party advertising",
        "Domain-locked keys, export and deletion of your data",
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
