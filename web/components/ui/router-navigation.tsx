import { Link, NavLink, useLocation } from "react-router";
import { inPortal } from "#contracts/paths.ts";
import { documentNavigation, type Navigation } from "./navigation.tsx";

/**
 * React Router's links for the portal (web/root.tsx): no document load between its screens. A link
 * out of the portal loads its page as a document: every other page is static (web/site/), and the
 * router has no route for it.
 */
export const routerNavigation: Navigation = {
  Link: ({ href, children, ...props }) =>
    inPortal(href) ? (
      <Link to={href} {...props}>
        {children}
      </Link>
    ) : (
      <documentNavigation.Link href={href} {...props}>
        {children}
      </documentNavigation.Link>
    ),
  MenuLink: ({ href, children, ...props }) =>
    inPortal(href) ? (
      <NavLink to={href} {...props}>
        {children}
      </NavLink>
    ) : (
      <documentNavigation.MenuLink href={href} {...props}>
        {children}
      </documentNavigation.MenuLink>
    ),
  useLocationKey: () => {
    const location = useLocation();
    return `${location.pathname}${location.hash}`;
  },
};
