/** Blog articles (spec §3). The full posts arrive with the blog issue; ids and titles are final. */
export type BlogArticle = { id: string; title: string; excerpt: string };

export const blogArticles: readonly BlogArticle[] = [
  {
    id: "revolutionizing-customer-support",
    title: "Revolutionizing Customer Support with AI Video Assistants",
    excerpt: "How lifelike video assistants give every visitor a face-to-face answer, day and night.",
  },
  {
    id: "increase-conversion-rates",
    title: "How Video Chat Increases Conversion Rates",
    excerpt: "Why a human face at the right moment turns more visitors into customers.",
  },
  {
    id: "reducing-support-costs",
    title: "Reducing Support Costs Without Losing the Human Touch",
    excerpt: "Answer the repetitive questions automatically and keep your team for the hard ones.",
  },
];

export function blogPostIds(): string[] {
  return blogArticles.map((article) => article.id);
}

export function findBlogArticle(id: string | undefined): BlogArticle | undefined {
  return blogArticles.find((article) => article.id === id);
}
