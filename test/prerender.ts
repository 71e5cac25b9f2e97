import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

/**
 * `element` as the build renders it: in Node, where there is no document, so parts that wait for
 * the browser are written whole. Lazily loaded code must have
 * resolved already (the build's prerender waits for it).
 */
export function prerender(element: ReactNode): string {
  const document = Object.getOwnPropertyDescriptor(globalThis, "document");
  Object.defineProperty(globalThis, "document", { value: undefined, configurable: true });
  try {
    return renderToString(element);
  } finally {
    if (document) Object.defineProperty(globalThis, "document", document);
  }
}
