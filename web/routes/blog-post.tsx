import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { findBlogArticle } from "#content/blog.ts";
import { PageHero } from "#web/components/layout/page-hero.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { seo } from "#web/lib/seo.ts";
import type { Route } from "./+types/blog-post";

export const meta = ({ params }: Route.MetaArgs) => {
  const article = findBlogArticle(params.postId);
  if (!article) return seo({ title: "Blog Post Not Found", description: "", path: "/blog", noindex: true });
  return seo({
    title: article.title,
    description: article.excerpt,
    path: `/blog/${article.id}`,
    type: "article",
  });
};

export default function BlogPostPage() {
  const article = findBlogArticle(useParams().postId);
  if (!article) {
    return (
      <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-24 text-center">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Blog Post Not Found</h1>
        <p className="mt-4 text-slate-600">
          The blog post you're looking for doesn't exist or has been removed.
        </p>
        <Button asChild className="mt-10">
          <Link to="/blog">
            <ArrowLeft aria-hidden="true" /> Return to Blog
          </Link>
        </Button>
      </section>
    );
  }
  return <PageHero eyebrow="Blog" title={article.title} lead={article.excerpt} />;
}
