import { blogPostIds } from "#content/blog.ts";

/** The path whose prerendered HTML the server answers, with status 404, for unknown URLs. */
export const NOT_FOUND_PATH = "/404";

/**
 * Every public page is prerendered: the static routes React Router finds, each blog post, and the
 * not-found page. Client-only areas (/portal) are left to the SPA fallback.
 */
export function prerenderPaths(staticPaths: string[]): string[] {
  const publicPaths = staticPaths.filter((path) => !path.startsWith("/portal"));
  const postPaths = blogPostIds().map((id) => `/blog/${id}`);
  return [...new Set([...publicPaths, ...postPaths, NOT_FOUND_PATH])];
}
