import { blogCopy } from "#content/blog-copy.ts";
import { Reveal } from "#web/components/layout/reveal.tsx";
import { PostCard } from "./post-card.tsx";
import type { BlogPostSummary } from "./post-summary.ts";

/** Two more posts under the article (docs/product.md §Routes, Blog post). */
export function ContinueReading({ posts }: { posts: readonly BlogPostSummary[] }) {
  return (
    <section aria-labelledby="continue-reading" className="border-t border-slate-200/80 bg-slate-50/70">
      <div className="mx-auto max-w-5xl px-4 py-20 sm:px-6 sm:py-24">
        <h2 id="continue-reading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {blogCopy.continueReading}
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2">
          {posts.map((post, index) => (
            <Reveal as="li" key={post.id} delay={index * 0.1}>
              <PostCard post={post} />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
