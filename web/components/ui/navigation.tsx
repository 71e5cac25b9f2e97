import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from "react";

/** What a page link needs: an anchor's props with a required `href`. */
export type PageLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };
/** A link in a menu, which shows whether it leads to the page on screen (or one below it). */
export type MenuLinkProps = Omit<PageLinkProps, "className"> & {
  className: (state: { isActive: boolean }) => string;
};

/**
 * How a link moves to another page of the site. React Router's app (web/root.tsx) provides its
 * links, which navigate without loading a document; the static pages (web/site/) keep the default,
 * plain anchors the browser follows, so their islands carry no router. `useLocationKey` changes on
 * every navigation within the document (the header closes its menu then).
 */
export type Navigation = {
  Link: ComponentType<PageLinkProps>;
  MenuLink: ComponentType<MenuLinkProps>;
  useLocationKey: () => string;
};

/** The path of the page a static document shows (web/site/), for the menu's current link. */
const DocumentPathContext = createContext("");

export function DocumentPath({ path, children }: { path: string; children: ReactNode }) {
  return <DocumentPathContext value={path}>{children}</DocumentPathContext>;
}

function DocumentLink({ href, children, ...props }: PageLinkProps) {
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}

function DocumentMenuLink({ href, className, children, ...props }: MenuLinkProps) {
  const path = useContext(DocumentPathContext);
  const isActive = path === href || (href !== "/" && path.startsWith(`${href}/`));
  return (
    <a
      href={href}
      aria-current={isActive ? "page" : undefined}
      className={className({ isActive })}
      {...props}
    >
      {children}
    </a>
  );
}

/** Each link loads its page: the static pages' navigation. */
export const documentNavigation: Navigation = {
  Link: DocumentLink,
  MenuLink: DocumentMenuLink,
  useLocationKey: () => useContext(DocumentPathContext),
};

export const NavigationContext = createContext<Navigation>(documentNavigation);

/** The page's navigation: a router's, or the document's. */
export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}
