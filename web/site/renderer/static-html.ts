import { h } from "preact";

/**
 * What Astro rendered for an island's slots (the static HTML passed as children), inserted as it
 * is and never updated by Preact. Hydrated islands keep it in `<astro-slot>`, which Astro's island
 * script reads back; a build-time-only component in `<astro-static-slot>`.
 */
export function StaticHtml({
  value,
  name,
  hydrate = true,
}: {
  value: string;
  name?: string;
  hydrate?: boolean;
}) {
  if (!value) return null;
  return h(hydrate ? "astro-slot" : "astro-static-slot", {
    name,
    dangerouslySetInnerHTML: { __html: value },
  });
}
StaticHtml.shouldComponentUpdate = () => false;
