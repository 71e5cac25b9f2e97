import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { blogCopy } from "#content/blog-copy.ts";
import { notFoundCopy } from "#content/not-found.ts";
import { paths } from "#contracts/paths.ts";
import { NotFoundView } from "#web/components/layout/not-found-view.tsx";
import { AuthorBlock } from "./author-block.tsx";
import { ContinueReading } from "./continue-reading.tsx";
import type { PostPageData } from "./load-post.server.ts";
import { PostBody } from "./post-body.tsx";
import { PostMeta } from "./post-meta.tsx";

/**
 * A post (docs/product.md §Routes, Blog post), or the blog's not-found view for an id without one.
 * Rendered at build time by web/site/pages/blog/[postId].astro, which passes its Share button as an
 * island.
 */
export function BlogPostPage({ data, shareButton }: { data: PostPageData; shareButton: ReactNode }) {
  if (!data) return <BlogPostNotFound />;
  const { post, related } = data;
  return (
    <>
      <article className="px-4 pt-12 pb-20 sm:px-6 sm:pt-16 sm:pb-28">
        <header className="mx-auto max-w-3xl">
          <a
            href={paths.blog}
            className="-ml-2 inline-flex items-center gap-2 rounded-full px-2 py-1 text-sm font-semibold text-slate-600 transition-colors hover:text-brand-700"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {blogCopy.backToBlog}
          </a>
          <PostMeta date={post.date} category={post.category} readTime={post.readTime} className="mt-8" />
          <h1 className="mt-5 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-6 text-lg leading-8 text-slate-600 sm:text-xl sm:leading-9">{post.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-5 border-y border-slate-200/80 py-5">
            <AuthorBlock author={post.author} />
            {shareButton}
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

/** An id without a post (docs/product.md §Routes): the blog's own not-found view. */
function BlogPostNotFound() {
  const { title, text, back } = notFoundCopy.blogPost;
  return <NotFoundView title={title} text={text} backTo={paths.blog} backLabel={back} />;
}
