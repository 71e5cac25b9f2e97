import { blogPostIds } from "#content/blog.ts";
import { BLOG_POST_NOT_FOUND_PATH, blogPostPath, NOT_FOUND_PATH, PORTAL_PREFIX } from "#contracts/paths.ts";

/**
 * Every public page is prerendered: the static routes React Router finds, each blog post, and the
 * not-found pages (the site's and the blog's). Client-only areas (/portal) are left to the SPA fallback.
 */
export function prerenderPaths(staticPaths: string[]): string[] {
  const publicPaths = staticPaths.filter((path) => !path.startsWith(PORTAL_PREFIX));
  const postPaths = blogPostIds().map(blogPostPath);
  return [...new Set([...publicPaths, ...postPaths, NOT_FOUND_PATH, BLOG_POST_NOT_FOUND_PATH])];
}
