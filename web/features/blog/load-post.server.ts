/**
 * Build time only (a `.server` module): what a post's static page shows (web/site/pages/blog/), so
 * post bodies never enter a bundle. The one unknown id prerendered is the blog's not-found page
 * (`BLOG_POST_NOT_FOUND_PATH`, null here), which the server sends with 404 for every unknown id: the
 * view is in the HTML before any script runs.
 */
import { findBlogPost, socialImage } from "#content/blog.ts";
import { inlineCover } from "./inline-cover.server.ts";
import { toSummary } from "./post-summary.ts";
import { countWords } from "./read-time.ts";

/** The post with this id and its related posts' summaries, or null for an id without a post. */
export function loadPost(postId: string | undefined) {
  const post = findBlogPost(postId);
  if (!post) return null;
  const related = post.related.flatMap((id) => {
    const relatedPost = findBlogPost(id);
    return relatedPost ? [toSummary(relatedPost)] : [];
  });
  return {
    post: {
      ...inlineCover(toSummary(post)),
      socialImage: socialImage(post),
      updated: post.updated,
      author: post.author,
      content: post.content,
      wordCount: countWords(post.content),
    },
    related,
  };
}

/** A post page's data, or null for the not-found view. */
export type PostPageData = ReturnType<typeof loadPost>;
