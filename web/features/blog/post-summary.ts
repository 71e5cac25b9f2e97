import type { BlogPost } from "#content/blog.ts";
import { countWords, readTimeLabel, readTimeMinutes } from "./read-time.ts";

/** What a card shows of a post (docs/product.md §Data, Blog article): everything but the body and the author. */
export type BlogPostSummary = Pick<BlogPost, "id" | "title" | "excerpt" | "date" | "category" | "image"> & {
  readTime: string;
};

/** Build time only (route loaders): the summary a list or "Continue Reading" card needs. */
export function toSummary(post: BlogPost): BlogPostSummary {
  const { id, title, excerpt, date, category, image } = post;
  return {
    id,
    title,
    excerpt,
    date,
    category,
    image,
    readTime: readTimeLabel(readTimeMinutes(countWords(post.content))),
  };
}
