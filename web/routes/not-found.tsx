import { useEffect } from "react";
import { useLocation } from "react-router";
import { notFoundCopy } from "#content/not-found.ts";
import { NOT_FOUND_PATH, paths } from "#contracts/paths.ts";
import { NotFoundView } from "#web/components/layout/not-found-view.tsx";
import { seo } from "#web/lib/seo.ts";

export const meta = () =>
  seo({
    title: notFoundCopy.page.title,
    description: notFoundCopy.page.text,
    path: NOT_FOUND_PATH,
    noindex: true,
  });

/** docs/product.md §Routes: the missing path is logged to the console, after this. */
export const NOT_FOUND_LOG_MESSAGE = "404 Error: User attempted to access non-existent route:";

/** The view alone, without the router: the static page (web/site/pages/404.astro) renders it too. */
export function NotFoundPageView() {
  return (
    <NotFoundView
      title={notFoundCopy.page.title}
      text={notFoundCopy.page.text}
      backTo={paths.home}
      backLabel={notFoundCopy.page.back}
    />
  );
}

/** Any unknown path (docs/product.md §Routes). The server answers it with HTTP 404. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(NOT_FOUND_LOG_MESSAGE, pathname);
  }, [pathname]);

  return <NotFoundPageView />;
}
