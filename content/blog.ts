/**
 * The blog (docs/product.md §Routes and §Data, §Deviations): four posts as typed data, one file each under blog/, and the
 * copy of the blog screens. The server reads this module too (RSS feed, sitemap), so it imports
 * nothing that needs Vite. Post bodies reach pages only through route loaders at build time.
 */
import { increaseConversionRates } from "./blog/increase-conversion-rates.ts";
import { knowledgeBaseBestPractices } from "./blog/knowledge-base-best-practices.ts";
import { reducingSupportCosts } from "./blog/reducing-support-costs.ts";
import { revolutionizingCustomerSupport } from "./blog/revolutionizing-customer-support.ts";
import type { BlogPost } from "./blog/types.ts";

export type { BlogAuthor, BlogBlock, BlogImage, BlogPost } from "./blog/types.ts";

/** The featured post leads the list (docs/product.md §Routes); the rest follow, newest first. */
export const FEATURED_POST_ID = "revolutionizing-customer-support";

const allPosts: readonly BlogPost[] = [
  revolutionizingCustomerSupport,
  increaseConversionRates,
  reducingSupportCosts,
  knowledgeBaseBestPractices,
];

/** Every post in list order: the featured one first, then by date, newest first. */
export const blogPosts: readonly BlogPost[] = [...allPosts].sort(
  (a, b) =>
    Number(b.id === FEATURED_POST_ID) - Number(a.id === FEATURED_POST_ID) || b.date.localeCompare(a.date),
);

export function blogPostIds(): string[] {
  return blogPosts.map((post) => post.id);
}

export function findBlogPost(id: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}

/** Open Graph's size for the social previews. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The post's social preview (Open Graph, Twitter): a JPEG of its illustration, rendered by scripts/render-blog-images.ts. */
export function socialImage(post: BlogPost): { path: string; width: number; height: number } {
  return { path: `/images/blog/social/${post.id}.jpg`, ...SOCIAL_IMAGE_SIZE };
}

/** The day a post last changed, for the sitemap's lastmod and the feed. */
export function lastModified(post: BlogPost): string {
  return post.updated ?? post.date;
}
