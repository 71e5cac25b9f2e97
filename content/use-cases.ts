import type { CopyCard } from "./icons.ts";

/** A use case: the card, a few concrete situations the assistant handles, and the outcome. */
export type UseCase = CopyCard & { outcome: string };

/**
 * The /use-cases page (docs/product.md §Routes: 6 cards; 'Get Started Today' leads to the contact section). Loaded
 * by the route's build-time loader.
 */
export const useCasesPage = {
  gridTitle: "Six industries, one assistant that knows your business",
  cards: [
    {
      icon: "cart",
      title: "E-commerce",
      text: "Turn browsers into buyers with a shop assistant who answers sizing, shipping and returns questions the moment they come up, on every product page.",
      points: [
        "Product comparisons and size advice",
        "Delivery times, returns and payment options",
        "Open questions handed to your team with the shopper's address",
      ],
      outcome: "More confident shoppers and fewer abandoned carts.",
    },
    {
      icon: "rocket",
      title: "SaaS onboarding",
      text: "Welcome every trial user by video, answer setup questions the moment they come up, and keep new accounts moving towards their first success.",
      points: [
        "Setup answers recorded by your own team",
        "Feature explanations in your own words",
        "Hand-off to customer success when a person is needed",
      ],
      outcome: "Faster activation and more trials that convert.",
    },
    {
      icon: "landmark",
      title: "Financial services",
      text: "Explain products, fees and application steps clearly and consistently, with every answer written and approved by you and a human advisor one click away.",
      points: [
        "Account, card and loan product questions",
        "Step-by-step help with applications",
        "Approved wording only, with full transcripts",
      ],
      outcome: "Clear answers customers trust, with compliance in control.",
    },
    {
      icon: "heart",
      title: "Healthcare",
      text: "Help patients find the right service, prepare for appointments and understand practical details, while anything clinical goes straight to your staff.",
      points: [
        "Opening hours, locations and referrals",
        "Appointment preparation and aftercare",
        "Clinical questions left to your staff",
      ],
      outcome: "Calmer patients and front desks with time to care.",
    },
    {
      icon: "graduation",
      title: "Education",
      text: "Guide prospective students through courses, admissions and deadlines, and support enrolled learners around the clock in the language they are most comfortable with.",
      points: [
        "Courses and admission requirements",
        "Deadlines, fees and scholarships",
        "Student services outside office hours",
      ],
      outcome: "More completed applications and better-informed students.",
    },
    {
      icon: "users",
      title: "HR/recruitment",
      text: "Give candidates a friendly face on your careers page and employees instant answers on policies and benefits, without stretching your HR team.",
      points: [
        "Role, culture and application questions",
        "Hiring steps and what to expect at interview",
        "Policy and benefits answers for employees",
      ],
      outcome: "A better candidate experience and fewer repeat questions to HR.",
    },
  ],
  cta: {
    title: "Don't see your industry?",
    text: "Tell us what your visitors ask most. We'll show you how the assistant would answer them on your own site.",
    button: "Get Started Today",
  },
} satisfies { gridTitle: string; cards: readonly UseCase[]; cta: object };
