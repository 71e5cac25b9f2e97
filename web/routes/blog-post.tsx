import { useParams } from "react-router";
import { findBlogArticle } from "#content/blog.ts";
import { notFoundCopy } from "#content/not-found.ts";
import { blogPostPath, paths } from "#contracts/paths.ts";
import { NotFoundView } from "#web/components/layout/not-found-view.tsx";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { seo } from "#web/lib/seo.ts";
import type { Route } from "./+types/blog-post";

export const meta = ({ params }: Route.MetaArgs) => {
  const article = findBlogArticle(params.postId);
  if (!article) {
    const { title, text } = notFoundCopy.blogPost;
    return seo({ title, description: text, path: paths.blog, noindex: true });
  }
  return seo({
    title: article.title,
    description: article.excerpt,
    path: blogPostPath(article.id),
    type: "article",
  });
};

export default function BlogPostPage() {
  const article = findBlogArticle(useParams().postId);
  if (!article) {
    return (
      <NotFoundView
        title={notFoundCopy.blogPost.title}
        text={notFoundCopy.blogPost.text}
        backTo={paths.blog}
        backLabel={notFoundCopy.blogPost.back}
      />
    );
  }
  return <PageHero eyebrow="Blog" title={article.title} lead={article.excerpt} />;
}
