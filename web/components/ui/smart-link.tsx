import type * as React from "react";
import { isExternal } from "#web/lib/hosts.ts";
import { useNavigation } from "./navigation.tsx";

type SmartLinkProps = Omit<React.ComponentProps<"a">, "href"> & { href: string; newTab?: boolean };

/** The page's link (a router's or an anchor, web/components/ui/navigation.tsx) for our own pages, a plain anchor for other hosts; `newTab` opens safely. */
export function SmartLink({ href, newTab, children, ...props }: SmartLinkProps) {
  const { Link } = useNavigation();
  const tabProps = newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  if (isExternal(href) || newTab) {
    return (
      <a href={href} {...tabProps} {...props}>
        {children}
        {newTab ? <span className="sr-only"> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return (
    <Link href={href} {...props}>
      {children}
    </Link>
  );
}
