/**
 * The brand itself, without any deployment setting, so the server can use it too (the server never
 * imports content/site.ts, which reads Vite's import.meta.env).
 */
export const brand = {
  name: "Avatalk",
  tagline: "Human-like AI video chat for your website",
  description:
    "Avatalk adds a lifelike AI video assistant to your website: it answers visitors face to face, in their language, around the clock, from your own knowledge base.",
} as const;
