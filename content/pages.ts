/** Titles, descriptions and opening copy of each page (meta tags and page heroes share them). */
export type PageCopy = { path: string; title: string; description: string; eyebrow?: string; lead?: string };

export const pages = {
  features: {
    path: "/features",
    title: "Features",
    eyebrow: "Features",
    description:
      "Lifelike video avatars, your own knowledge base, pre-recorded answers and analytics: everything Avatalk puts on your website.",
    lead: "Everything you need to greet, help and convert every visitor face to face, without adding headcount.",
  },
  useCases: {
    path: "/use-cases",
    title: "Use Cases",
    eyebrow: "Use cases",
    description:
      "How e-commerce, SaaS, financial services, healthcare, education and HR teams use Avatalk's AI video assistant.",
    lead: "From product questions to onboarding and recruiting, see how teams in every industry use a video assistant that never sleeps.",
  },
  howItWorks: {
    path: "/how-it-works",
    title: "How It Works",
    eyebrow: "How it works",
    description:
      "Add Avatalk with a single line of script, connect your knowledge base and go live in minutes. See how it works.",
    lead: "One line of script, your knowledge base, and a lifelike assistant that speaks over 30 languages.",
  },
  pricing: {
    path: "/pricing",
    title: "Pricing",
    description:
      "Simple, transparent plans for Avatalk's AI video assistant. Start with a 14-day free trial, no credit card required.",
  },
  partnerProgram: {
    path: "/partner-program",
    title: "Partner Program",
    eyebrow: "Partner program",
    description:
      "Agencies, white-label resellers and hosting companies earn up to 20% recurring commission with the Avatalk partner program.",
    lead: "Offer your clients lifelike AI video support and earn up to 20% recurring commission.",
  },
  blog: {
    path: "/blog",
    title: "Blog",
    eyebrow: "Blog",
    description: "Ideas, research and stories on AI video support, customer experience and conversion.",
    lead: "Ideas and stories on customer experience, AI video support and conversion.",
  },
  terms: {
    path: "/terms",
    title: "Terms & Conditions",
    description: "The terms and conditions of the Avatalk service.",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy Policy",
    description: "How Avatalk collects, stores and protects your personal data.",
  },
  signIn: { path: "/sign_in", title: "Sign in", description: "Sign in to your Avatalk account." },
  signUp: {
    path: "/sign_up",
    title: "Sign up",
    description: "Create your Avatalk account and start your 14-day free trial.",
  },
  recovery: {
    path: "/recovery_email",
    title: "Password recovery",
    description: "Reset the password of your Avatalk account.",
  },
  resetPassword: {
    path: "/reset_password",
    title: "Choose a new password",
    description: "Choose a new password for your Avatalk account.",
  },
} satisfies Record<string, PageCopy>;
