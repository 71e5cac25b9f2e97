import { Link, NavLink, useLocation } from "react-router";
import { paths } from "#contracts/paths.ts";
import type { Navigation } from "./navigation.tsx";

/**
 * Pages that are only static documents (web/site/), with no route in React Router's app: a link to
 * one from the portal loads it as a document, where the router would show its not-found view.
 */
const DOCUMENT_ONLY: ReadonlySet<string> = new Set([
  paths.signIn,
  paths.signUp,
  paths.recoveryEmail,
  paths.resetPassword,
  paths.verifyEmail,
]);

const documentOnly = (href: string) => DOCUMENT_ONLY.has(href.split(/[?#]/, 1)[0] ?? "");

/** React Router's links for the pages it renders (web/root.tsx): no document load between them. */
export const routerNavigation: Navigation = {
  Link: ({ href, children, ...props }) => (
    <Link to={href} reloadDocument={documentOnly(href)} {...props}>
      {children}
    </Link>
  ),
  MenuLink: ({ href, children, ...props }) => (
    <NavLink to={href} reloadDocument={documentOnly(href)} {...props}>
      {children}
    </NavLink>
  ),
  useLocationKey: () => {
    const location = useLocation();
    return `${location.pathname}${location.hash}`;
  },
};
