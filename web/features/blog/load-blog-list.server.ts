/**
 * Build time only (a `.server` module): what the blog's list shows, the cards' summaries, never the
 * bodies; the featured post's cover inlined, as it is the page's largest paint.
 */
import { blogPosts, FEATURED_POST_ID } from "#content/blog.ts";
import { inlineCover } from "./inline-cover.server.ts";
import { toSummary } from "./post-summary.ts";

export function loadBlogList() {
  const summaries = blogPosts.map(toSummary);
  const featured = summaries.find((post) => post.id === FEATURED_POST_ID);
  if (!featured) throw new Error(`The featured post ${FEATURED_POST_ID} is missing from content/blog.ts.`);
  return { featured: inlineCover(featured), others: summaries.filter((post) => post !== featured) };
}

export type BlogListData = ReturnType<typeof loadBlogList>;
