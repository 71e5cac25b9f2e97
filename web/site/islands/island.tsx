import { type ReactNode, startTransition, useEffect, useRef, useState } from "react";
import { HYDRATED_ATTRIBUTE } from "#web/lib/hydration-attributes.ts";
import { reloadWhenChunksAreGone } from "#web/lib/reload-for-new-build.ts";

// A page kept open across a deploy loads again when a part's code is gone (a dialog's form), as
// the portal does: the first island to load sets this up for the page.
if (typeof window !== "undefined") reloadWhenChunksAreGone();

/**
 * Marks the island around it as hydrated (`HYDRATED_ATTRIBUTE` on its `<astro-island>`) in the
 * render after its hydration, in which forms enable their controls (`useHydrated`), and the page
 * once every island that does not wait to be scrolled to (`client:visible`, `client:near`) or for a
 * screen it fits (`client:media`, which a phone never hydrates) is: the
 * one signal that a page is interactive, which the end-to-end tests wait for (e2e/support/test.ts). A hidden mark
 * beside the island's content gives the effect the island's element; a box around the content would
 * have to be `display: contents`, which `client:visible` cannot see come into view.
 */
export function Island({ children }: { children: ReactNode }) {
  const mark = useRef<HTMLSpanElement>(null);
  const [running, setRunning] = useState(false);
  useEffect(() => startTransition(() => setRunning(true)), []);
  useEffect(() => {
    if (!running) return;
    mark.current?.closest("astro-island")?.setAttribute(HYDRATED_ATTRIBUTE, "");
    const waiting = document.querySelector(
      `astro-island:not([client="visible"]):not([client="near"]):not([client="media"]):not([${HYDRATED_ATTRIBUTE}])`,
    );
    if (!waiting) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  }, [running]);
  return (
    <>
      <span ref={mark} hidden />
      {children}
    </>
  );
}
