import { site } from "./site.ts";
/** Demo dialog copy. */
export const demoCopy = {
  title: "Schedule a Demo",
  description: `See ${site.name} answer real questions on a site like yours. A 20-minute call with a product specialist.`,
  calendarTitle: "Demo booking calendar",
  formIntro: "Tell us how to reach you and when suits you; we'll confirm a time by email.",
  submit: "Request demo",
  successTitle: "Request received",
  close: "Close",
  preferredTimePlaceholder: "e.g. Tuesday 3 pm CET",
} as const;
