/** The home page's contact form (docs/product.md §Routes "Contact form", §Data, §Validation). Toast texts are in contracts/messages.ts. */
export const contactCopy = {
  formTitle: "Tell us what you need",
  requiredNote: "All fields are required.",
  submit: "Send Message",
  messagePlaceholder: "Tell us about your website and what your visitors ask most.",
} as const;
