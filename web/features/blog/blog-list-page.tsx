import { Rss } from "lucide-react";
import { BLOG_FEED_PATH, blogCopy } from "#content/blog-copy.ts";
import { pages } from "#content/pages.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { Reveal } from "#web/components/layout/reveal.tsx";
import type { BlogListData } from "./load-blog-list.server.ts";
import { FeaturedPostCard, PostCard } from "./post-card.tsx";

const page = pages.blog;

/** docs/product.md §Routes, Blog: the featured post, then the others. Static (web/site/pages/blog/). */
export function BlogListPage({ featured, others }: BlogListData) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.headline} lead={page.lead} />
      <div className="mx-auto max-w-7xl px-4 pb-24 sm:px-6 lg:px-8">
        <FeaturedPostCard post={featured} />
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((post, index) => (
            <Reveal as="li" key={post.id} delay={(index % 3) * 0.1}>
              <PostCard post={post} headingLevel="h2" />
            </Reveal>
          ))}
        </ul>
        <p className="mt-14 text-center">
          <a
            href={BLOG_FEED_PATH}
            className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-700"
          >
            <Rss aria-hidden="true" className="size-4" />
            {blogCopy.subscribe}
          </a>
        </p>
      </div>
    </>
  );
}
