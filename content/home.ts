/** Home page copy (docs/product.md §Routes, Home). Claims are marketing text, shown as written. */
export const homeHero = {
  badge: "AI video assistants that feel human",
  headlineStart: "Human-like video chat",
  headlineEnd: "for your website engagement",
  lead: "Give every visitor a lifelike video assistant that answers from your knowledge base in 22 languages, day and night. Add it to your site with a single line of script.",
  primaryCta: "Get Started Free",
  secondaryCta: "Schedule Demo",
  reassurance: "14-day free trial · No credit card required",
  stats: [
    { value: "98%", label: "Customer satisfaction" },
    { value: "24/7", label: "Always-on coverage" },
    { value: "60%", label: "Lower support costs" },
    { value: "5 min", label: "To set up" },
  ],
} as const;

export const widgetDemo = {
  assistantName: "Ava",
  assistantRole: "Your AI video assistant",
  /** The shop in the drawn widget: its name heads the panel, as the real one shows the customer's. */
  businessName: "Northwind Outfitters",
  /** The panel's line under the name (contracts/widget/texts.ts, "presenter"). */
  panelRole: "Your assistant",
  /** The answer's caption line, drawn over the video as the panel draws it. */
  caption: "Delivery to Germany takes 2–3 business days,",
  questionPlaceholder: "Type your question…",
  greeting: "Hi! I'm Ava. How can I help you today?",
  visitorQuestion: "Do you ship to Germany?",
  answer: "Yes! Delivery to Germany takes 2–3 business days, and it's free over €50.",
  languages: "22 languages",
} as const;

export const contactBand = {
  title: "Talk to our team",
  lead: "Questions about plans, integrations or a custom Enterprise setup? We reply within one business day.",
} as const;

/**
 * The home sections below the hero (docs/product.md §Routes, Home, in order). Loaded by the home route's
 * build-time loader, so this copy arrives in the page's HTML and stays out of its JavaScript.
 */
export const homeSectionsCopy = {
  features: {
    eyebrow: "Features",
    title: "Support that looks, sounds and feels human",
    lead: "Everything you need to greet, help and convert visitors face to face, without adding headcount.",
    cards: [
      {
        icon: "video",
        title: "Video answers",
        text: "Your own team members on video, or a presenter generated from your written answer whose lips follow every word.",
      },
      {
        icon: "book",
        title: "Trained on your knowledge base",
        text: "Answers come from the questions and answers you write, never from guesswork. When it is not sure, it says so.",
      },
      {
        icon: "languages",
        title: "22 languages",
        text: "Visitors are greeted in their own language and answered from the entries you write in it, with captions.",
      },
      {
        icon: "clock",
        title: "Always on, 24/7",
        text: "Nights, weekends and holidays: every visitor gets an answer in seconds, not tomorrow.",
      },
      {
        icon: "handover",
        title: "Handover to your team",
        text: "Complex questions reach your inbox with the full conversation, so nobody repeats themselves.",
      },
      {
        icon: "chart",
        title: "Insightful analytics",
        text: "See what visitors ask, how many questions were answered or handed over, and where content is missing.",
      },
    ],
    more: "Explore all features",
  },
  useCases: {
    eyebrow: "Use cases",
    title: "Made for the way your industry talks",
    lead: "From the first product question to the signed contract, the assistant adapts to your customers.",
    cards: [
      {
        icon: "cart",
        title: "E-commerce",
        text: "Answer sizing, delivery and returns questions on every product page and recover hesitant buyers.",
      },
      {
        icon: "rocket",
        title: "SaaS Platforms",
        text: "Onboard trial users by video, explain features from your docs and move accounts to activation.",
      },
      {
        icon: "briefcase",
        title: "Professional Services",
        text: "Explain your services and take enquiries with the visitor's details while your experts stay billable.",
      },
      {
        icon: "graduation",
        title: "Education",
        text: "Guide applicants through courses, admissions and deadlines, and support students around the clock.",
      },
    ],
    viewAll: "View All Industries",
  },
  howItWorks: {
    eyebrow: "How it works",
    title: "Live on your website in three steps",
    lead: "No developers, no training data to label, no new tools for your team to learn.",
    steps: [
      {
        title: "Add one line of script",
        text: "Paste the snippet into your site, or install the WordPress plugin. That's the whole integration.",
      },
      {
        title: "Connect your knowledge",
        text: "Write the questions visitors ask and your answers, each with a video if you like. The assistant uses every change at once.",
      },
      {
        title: "Welcome your visitors",
        text: "Choose your presenter, greeting and colours, list your domains, and every visitor is greeted face to face.",
      },
    ],
    more: "See how it works",
  },
  testimonials: {
    eyebrow: "Example stories",
    title: "Teams that put a face on their support",
    /** Shown under the title: these are not customers' words (docs/product.md §Claims). */
    lead: "Illustrative stories: the people and companies below are examples of what the assistant is built for, not customers quoting their results.",
    rating: 5,
    /** Drawn by the loader like every icon of the copy. */
    icon: "star",
    items: [
      {
        quote:
          "Our support inbox used to fill up every weekend. Now the assistant answers most questions on the spot, and the ones it hands over arrive with everything we need.",
        name: "Laura Virtanen",
        role: "Head of Customer Service, Nordlys Home",
      },
      {
        quote:
          "Trial users meet a friendly face who walks them through setup. Activation is up, and our onboarding calls are now reserved for the accounts that really need them.",
        name: "Daniel Okafor",
        role: "VP Customer Success, Stackwise",
      },
      {
        quote:
          "Prospective students ask the same questions at midnight as at noon. Having an assistant that answers in their own language has changed how we recruit internationally.",
        name: "Sofia Marchetti",
        role: "Admissions Director, Lumen Business School",
      },
    ],
  },
  closingCta: {
    title: "Give every visitor a warm welcome",
    text: "Set up your video assistant in minutes and see the difference on your own website.",
    primary: "Start Your Free Trial",
    demo: "Book a Live Demo",
  },
} as const;
