import { Rss } from "lucide-react";
import { blogPosts, FEATURED_POST_ID } from "#content/blog.ts";
import { BLOG_FEED_PATH, blogCopy } from "#content/blog-copy.ts";
import { pages } from "#content/pages.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { Reveal } from "#web/components/layout/reveal.tsx";
import { blogStructuredData, feedLink } from "#web/features/blog/blog-seo.ts";
import { inlineCover } from "#web/features/blog/inline-cover.server.ts";
import { FeaturedPostCard, PostCard } from "#web/features/blog/post-card.tsx";
import { toSummary } from "#web/features/blog/post-summary.ts";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { seo } from "#web/lib/seo.ts";
import { breadcrumbStructuredData } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/blog";

const page = pages.blog;

/** Decision 0016: whole in its HTML, so it hydrates on the visitor's first interaction. */
export const handle: HydrationHandle = { hydrateOnIntent: true };

export const meta = ({ loaderData }: Route.MetaArgs) => listMeta(loaderData);

/** The list's tags; the static page (web/site/pages/blog/index.astro) writes them too. */
export const listMeta = (loaderData: ReturnType<typeof loader>) => [
  ...seo({
    ...page,
    structuredData: [
      blogStructuredData([loaderData.featured, ...loaderData.others]),
      breadcrumbStructuredData([[page.title, page.path]]),
    ],
  }),
  feedLink,
];

/** Build time: the cards' summaries, never the bodies, so the list page stays light. */
export function loader() {
  const summaries = blogPosts.map(toSummary);
  const featured = summaries.find((post) => post.id === FEATURED_POST_ID);
  if (!featured) throw new Error(`The featured post ${FEATURED_POST_ID} is missing from content/blog.ts.`);
  return { featured: inlineCover(featured), others: summaries.filter((post) => post !== featured) };
}

export default function BlogPage({
  loaderData: { featured, others },
}: Pick<Route.ComponentProps, "loaderData">) {
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
