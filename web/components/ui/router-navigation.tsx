import { Link, NavLink, useLocation } from "react-router";
import type { Navigation } from "./navigation.tsx";

/** React Router's links for the pages it renders (web/root.tsx): no document load between them. */
export const routerNavigation: Navigation = {
  Link: ({ href, children, ...props }) => (
    <Link to={href} {...props}>
      {children}
    </Link>
  ),
  MenuLink: ({ href, children, ...props }) => (
    <NavLink to={href} {...props}>
      {children}
    </NavLink>
  ),
  useLocationKey: () => {
    const location = useLocation();
    return `${location.pathname}${location.hash}`;
  },
};
