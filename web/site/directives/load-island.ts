import type { ClientDirective } from "astro";
import { reloadForNewBuild } from "#web/lib/reload-for-new-build.ts";

type Load = Parameters<ClientDirective>[0];

/**
 * Loads and hydrates an island. A page kept open across a deploy asks for island files the new
 * build no longer has (their names carry their content's hash): the page is loaded again from the
 * server, with the new build's files, as a page React Router built is (web/lib/reload-for-new-build.ts).
 * Only the load is caught: an island that loads and fails to render is no deploy's doing.
 */
export async function hydrateIsland(load: Load): Promise<void> {
  let hydrate: Awaited<ReturnType<Load>>;
  try {
    hydrate = await load();
  } catch (error) {
    if (reloadForNewBuild()) return;
    throw error;
  }
  await hydrate();
}
