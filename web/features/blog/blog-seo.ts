import type { MetaDescriptor } from "react-router";
import type { Blog, BlogPosting, WithContext } from "schema-dts";
import type { BlogAuthor } from "#content/blog.ts";
import { BLOG_FEED_PATH, blogCopy } from "#content/blog-copy.ts";
import { notFoundCopy } from "#content/not-found.ts";
import { pages } from "#content/pages.ts";
import { site } from "#content/site.ts";
import { blogPostPath, paths } from "#contracts/paths.ts";
import { seo } from "#web/lib/seo.ts";
import { absoluteUrl, breadcrumbStructuredData, organization } from "#web/lib/structured-data.ts";
import type { BlogListData } from "./load-blog-list.server.ts";
import type { PostPageData } from "./load-post.server.ts";
import type { BlogPostSummary } from "./post-summary.ts";

const postUrl = (id: string) => absoluteUrl(blogPostPath(id));

/** Lets feed readers and browsers discover the RSS feed from every blog page (docs/product.md §Quality). */
export const feedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: `${site.name} ${blogCopy.feedTitle}`,
  href: absoluteUrl(BLOG_FEED_PATH),
};

/** Blog JSON-LD for /blog: the blog and its posts in list order. */
export function blogStructuredData(posts: readonly BlogPostSummary[]): WithContext<Blog> {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: `${site.name} ${blogCopy.feedTitle}`,
    description: blogCopy.description,
    url: absoluteUrl("/blog"),
    publisher: organization,
    blogPost: posts.map((post) => ({
      "@type": "BlogPosting",
      headline: post.title,
      url: postUrl(post.id),
      datePublished: post.date,
    })),
  };
}

type PostingInput = BlogPostSummary & {
  author: BlogAuthor;
  wordCount: number;
  updated?: string;
  /** The post's raster preview; search engines do not take SVG. */
  socialImage: { path: string };
};

/** BlogPosting JSON-LD for one post (docs/product.md §Quality). */
export function blogPostingStructuredData(post: PostingInput): WithContext<BlogPosting> {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.socialImage.path),
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    articleSection: post.category,
    wordCount: post.wordCount,
    url: postUrl(post.id),
    mainEntityOfPage: { "@type": "WebPage", "@id": postUrl(post.id) },
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.title },
    publisher: organization,
  };
}

/** Open Graph article details beside the page's own tags. */
export function articleMeta(post: PostingInput): MetaDescriptor[] {
  return [
    { property: "article:published_time", content: post.date },
    { property: "article:modified_time", content: post.updated ?? post.date },
    { property: "article:section", content: post.category },
    { property: "article:author", content: post.author.name },
  ];
}

/** The blog list's tags: its description, the blog's JSON-LD and breadcrumb, the feed. */
export function blogListTags({ featured, others }: BlogListData): MetaDescriptor[] {
  const page = pages.blog;
  return [
    ...seo({
      ...page,
      structuredData: [
        blogStructuredData([featured, ...others]),
        breadcrumbStructuredData([[page.title, page.path]]),
      ],
    }),
    feedLink,
  ];
}

/** A post's tags, or the blog's not-found view's (no post). */
export function blogPostTags(data: PostPageData): MetaDescriptor[] {
  if (!data) {
    const { title, text } = notFoundCopy.blogPost;
    return seo({ title, description: text, path: paths.blog, noindex: true });
  }
  const { post } = data;
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
