import { pages } from "#content/pages.ts";
import { portalNavigation } from "#content/portal.ts";
import { seo } from "#web/lib/seo.ts";

/**
 * A portal screen's meta: its own title, the name the portal's navigation gives it ("Knowledge base
 * | Avatalk", WCAG 2.4.2), and `noindex` like the whole portal. React Router uses the deepest
 * route's meta alone, so each screen states all of it.
 */
export function portalScreenMeta(path: string, title?: string) {
  const named = title ?? portalNavigation.find((entry) => entry.path === path)?.label ?? pages.portal.title;
  return seo({ ...pages.portal, title: named, path, noindex: true });
}
