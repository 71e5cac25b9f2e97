/**
 * The words of the blog screens and feed (docs/product.md §Routes), apart from the posts themselves, so a screen can
 * import them without pulling every post into its bundle.
 */
export const blogCopy = {
  description: "Ideas, research and stories on AI video support, customer experience and conversion.",
  featured: "Featured",
  readArticle: "Read article",
  backToBlog: "Back to Blog",
  share: "Share",
  /** Announced (role=status) for timings.copyConfirmationMs after the link is copied. */
  linkCopied: "Link copied",
  copyFailed: "Couldn't copy the link. Copy it from the address bar instead.",
  continueReading: "Continue Reading",
  subscribe: "Subscribe via RSS",
  /** The feed's title after the brand name. */
  feedTitle: "Blog",
} as const;

/** Where the server answers the blog's RSS 2.0 feed (server/web/blog-feed.ts). */
export const BLOG_FEED_PATH = "/blog/rss.xml";
