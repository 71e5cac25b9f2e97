import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { blogCopy } from "#content/blog-copy.ts";
import { notFoundCopy } from "#content/not-found.ts";
import { pages } from "#content/pages.ts";
import { blogPostPath, paths } from "#contracts/paths.ts";
import { NotFoundView } from "#web/components/layout/not-found-view.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { AuthorBlock } from "#web/features/blog/author-block.tsx";
import { articleMeta, blogPostingStructuredData, feedLink } from "#web/features/blog/blog-seo.ts";
import { ContinueReading } from "#web/features/blog/continue-reading.tsx";
import { loadPost, type PostPageData } from "#web/features/blog/load-post.server.ts";
import { PostBody } from "#web/features/blog/post-body.tsx";
import { PostMeta } from "#web/features/blog/post-meta.tsx";
import { ShareButton } from "#web/features/blog/share-button.tsx";
import type { HydrationHandle } from "#web/lib/hydration/route-handle.tsx";
import { seo } from "#web/lib/seo.ts";
import { breadcrumbStructuredData } from "#web/lib/structured-data.ts";
import type { Route } from "./+types/blog-post";

/** Decision 0016: a post hydrates on the visitor's first interaction; the not-found view (no post) logs its path at once. */
export const handle: HydrationHandle = { hydrateOnIntent: (loaderData) => loaderData !== null };

export const meta = ({ loaderData }: Route.MetaArgs) => postMeta(loaderData ?? null);

/** A post's tags, or the not-found view's (no post); the static page (web/site/) writes them too. */
export function postMeta(loaderData: PostPageData) {
  if (!loaderData) {
    const { title, text } = notFoundCopy.blogPost;
    return seo({ title, description: text, path: paths.blog, noindex: true });
  }
  const { post } = loaderData;
  return [
    ...seo({
      title: post.title,
      description: post.excerpt,
      path: blogPostPath(post.id),
      type: "article",
      image: { ...post.socialImage, alt: post.image.alt },
      structuredData: [
        blogPostingStructuredData(post),
        breadcrumbStructuredData([
          [pages.blog.title, paths.blog],
          [post.title, blogPostPath(post.id)],
        ]),
      ],
    }),
    ...articleMeta(post),
    feedLink,
  ];
}

/**
 * Build time: the post for its prerendered page (and its .data file for client navigation); the one
 * unknown id prerendered is the blog's not-found page (web/features/blog/load-post.server.ts).
 */
export const loader = ({ params }: Route.LoaderArgs) => loadPost(params.postId);

/**
 * The static page (web/site/pages/blog/[postId].astro) renders it too, with its Share button as an
 * island (`shareButton`).
 */
export default function BlogPostPage({
  loaderData,
  shareButton,
}: Pick<Route.ComponentProps, "loaderData"> & { shareButton?: ReactNode }) {
  const { Link } = useNavigation();
  if (!loaderData) return <BlogPostNotFound />;
  const { post, related } = loaderData;
  return (
    <>
      <article className="px-4 pt-12 pb-20 sm:px-6 sm:pt-16 sm:pb-28">
        <header className="mx-auto max-w-3xl">
          <Link
            href={paths.blog}
            className="-ml-2 inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-semibold text-slate-600 transition-colors hover:text-brand-700"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {blogCopy.backToBlog}
          </Link>
          <PostMeta date={post.date} category={post.category} readTime={post.readTime} className="mt-8" />
          <h1 className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-600 sm:text-xl sm:leading-9">{post.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-5 border-y border-slate-200/80 py-5">
            <AuthorBlock author={post.author} />
            {shareButton ?? <ShareButton title={post.title} text={post.excerpt} />}
          </div>
        </header>
        <figure className="mx-auto mt-10 max-w-5xl sm:mt-14">
          <img
            src={post.image.src}
            alt={post.image.alt}
            width={post.image.width}
            height={post.image.height}
            fetchPriority="high"
            decoding="async"
            className="w-full rounded-[1.75rem] bg-brand-50 shadow-soft ring-1 ring-slate-900/5"
          />
        </figure>
        {/* The header's column, so the text starts where the title does; lines stay a reading length. */}
        <div className="mx-auto mt-12 max-w-3xl sm:mt-16">
          <div className="max-w-[42rem]">
            <PostBody blocks={post.content} />
          </div>
        </div>
      </article>
      <ContinueReading posts={related} />
    </>
  );
}

/**
 * A link followed inside the app to an id without a post: its .data file is a 404, which lands here
 * and shows the same view.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <BlogPostNotFound />;
}

/** An id without a post (docs/product.md §Routes): the blog's own not-found view. */
export function BlogPostNotFound() {
  const { title, text, back } = notFoundCopy.blogPost;
  return <NotFoundView title={title} text={text} backTo={paths.blog} backLabel={back} />;
}
