import { ArrowRight } from "lucide-react";
import { blogCopy } from "#content/blog-copy.ts";
import { blogPostPath } from "#contracts/paths.ts";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { cn } from "#web/lib/cn.ts";
import { PostMeta } from "./post-meta.tsx";
import type { BlogPostSummary } from "./post-summary.ts";

/*
 * Each card is one link (docs/product.md §Routes): the title's link stretches over the whole card, so the card is one
 * click target and screen readers hear the title alone as the link's name, not the whole card.
 */
const stretchedLink =
  "after:absolute after:inset-0 after:rounded-3xl after:content-[''] focus-visible:outline-none";
const cardFocus =
  "has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-brand-600";

type PostCardProps = { post: BlogPostSummary; headingLevel?: "h2" | "h3"; className?: string };

/** A post in the grid: image, date, category, title and excerpt; no read time (docs/product.md §Routes). */
export function PostCard({ post, headingLevel: Heading = "h3", className }: PostCardProps) {
  const { Link } = useNavigation();
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5 transition duration-300 hover:-translate-y-1 hover:shadow-lift",
        cardFocus,
        className,
      )}
    >
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        <img
          src={post.image.src}
          alt=""
          width={post.image.width}
          height={post.image.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <PostMeta date={post.date} category={post.category} />
        <Heading className="mt-3 text-lg leading-snug font-semibold tracking-tight text-slate-950">
          <Link href={blogPostPath(post.id)} className={cn(stretchedLink, "group-hover:text-brand-700")}>
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-[0.9375rem] leading-7 text-slate-600">{post.excerpt}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-brand-700"
        >
          {blogCopy.readArticle}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

/** The featured post, first and large: image, date, category, read time, title and excerpt. */
export function FeaturedPostCard({ post }: { post: BlogPostSummary }) {
  const { Link } = useNavigation();
  return (
    <article
      className={cn(
        "group relative grid overflow-hidden rounded-[2rem] bg-white shadow-soft ring-1 ring-slate-900/5 transition duration-300 hover:shadow-lift lg:grid-cols-[1.3fr_1fr]",
        cardFocus,
      )}
    >
      {/* The illustration framed whole (never cropped) on a soft panel as tall as the text. */}
      <div className="flex items-center bg-gradient-to-br from-slate-50 via-brand-50 to-accent-500/15 p-4 sm:p-6 lg:p-8">
        <img
          src={post.image.src}
          alt=""
          width={post.image.width}
          height={post.image.height}
          fetchPriority="high"
          decoding="async"
          className="h-auto w-full rounded-2xl shadow-soft ring-1 ring-slate-900/5 transition duration-500 group-hover:scale-[1.015]"
        />
      </div>
      <div className="flex flex-col justify-center p-7 sm:p-10">
        <p className="text-xs font-semibold tracking-[0.14em] text-brand-700 uppercase">
          {blogCopy.featured}
        </p>
        <PostMeta date={post.date} category={post.category} readTime={post.readTime} className="mt-4" />
        <h2 className="mt-4 text-2xl leading-tight font-semibold tracking-tight text-slate-950 sm:text-3xl lg:text-[2.125rem]">
          <Link href={blogPostPath(post.id)} className={cn(stretchedLink, "group-hover:text-brand-700")}>
            {post.title}
          </Link>
        </h2>
        <p className="mt-4 text-base leading-7 text-slate-600 sm:text-lg sm:leading-8">{post.excerpt}</p>
        <span
          aria-hidden="true"
          className="mt-8 inline-flex items-center gap-1.5 font-semibold text-brand-700"
        >
          {blogCopy.readArticle}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
