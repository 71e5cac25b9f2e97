import type * as React from "react";
import { Link } from "react-router";
import { isExternal } from "#web/lib/hosts.ts";

type SmartLinkProps = Omit<React.ComponentProps<"a">, "href"> & { href: string; newTab?: boolean };

/** A router Link for our own pages, a plain anchor for other hosts; `newTab` opens safely. */
export function SmartLink({ href, newTab, children, ...props }: SmartLinkProps) {
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
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
