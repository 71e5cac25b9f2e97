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

/** Any unknown path (docs/product.md §Routes). The server answers it with HTTP 404. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    // docs/product.md §Routes: the missing path is logged to the console.
    console.error("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return (
    <NotFoundView
      title={notFoundCopy.page.title}
      text={notFoundCopy.page.text}
      backTo={paths.home}
      backLabel={notFoundCopy.page.back}
    />
  );
}
