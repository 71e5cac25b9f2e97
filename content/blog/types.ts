/** The blog’s data model (docs/product.md §Data: Blog article, Blog post), as typed content. */

/** One block of a post’s body, in reading order. */
export type BlogBlock =
  | { type: "paragraph"; text: string }
  | { type: "subheading"; text: string }
  | { type: "list"; items: readonly string[] }
  | { type: "quote"; text: string; cite: string }
  | { type: "conclusion"; text: string };

/** An illustration of our own under public/images, with its intrinsic size (no layout shift). */
export type BlogImage = { src: string; alt: string; width: number; height: number };

export type BlogAuthor = { name: string; title: string; image: BlogImage };

export type BlogPost = {
  id: string;
  title: string;
  excerpt: string;
  /** Publication day, ISO `YYYY-MM-DD`. */
  date: string;
  /** Last substantive edit, ISO `YYYY-MM-DD`, when the post changed after publication. */
  updated?: string;
  category: string;
  image: BlogImage;
  author: BlogAuthor;
  content: readonly BlogBlock[];
  /** The two posts offered under "Continue Reading". */
  related: readonly [string, string];
};
