/** Home page copy (spec §2, Home). Claims are marketing text, shown as written. */
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
  greeting: "Hi! I'm Ava. How can I help you today?",
  visitorQuestion: "Do you ship to Germany?",
  answer: "Yes! Delivery to Germany takes 2–3 business days, and it's free over €50.",
  languages: "22 languages",
} as const;

export const contactBand = {
  title: "Talk to our team",
  lead: "Questions about plans, integrations or a custom Enterprise setup? We reply within one business day.",
} as const;
