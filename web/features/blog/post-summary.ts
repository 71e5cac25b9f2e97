import type { BlogPost } from "#content/blog.ts";
import { countWords, readTimeLabel, readTimeMinutes } from "./read-time.ts";

/** What a card shows of a post (spec §3, Blog article): everything but the body and the author. */
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

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "November 12, 2026": the same on the build machine and in every visitor's time zone. */
export function formatPostDate(isoDay: string): string {
  return dateFormat.format(new Date(`${isoDay}T00:00:00Z`));
}
