/**
 * Chunks of its own for React DOM's client, which a page's bootstrap imports beside the route
 * modules (scripts/scripts-after-paint.ts), before the entry.
 *
 * React DOM's client, with its scheduler, is most of the entry's 211 KB. Inside the entry chunk it
 * was evaluated in the same task as the entry itself and the start of hydration: 38 ms on /sign_in
 * in a Lighthouse run, which its simulation counts four times over (docs/performance.md). Imported
 * on its own, it is evaluated in a task of its own as soon as it has arrived, and the entry's
 * evaluation is left with its own code.
 */
const REACT_DOM_CLIENT = {
  name: "react-dom-client",
  test: /[\\/]node_modules[\\/](?:react-dom[\\/](?:client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/,
  priority: 1,
};

/**
 * React itself and react-dom's small index, which every route module imports. A group takes in what
 * its own modules import (Rolldown cannot be told otherwise under React Router's entry signatures),
 * so these are captured first, by a group of a higher priority: inside React DOM's client chunk they
 * would bring that whole chunk into the root's module graph.
 */
const REACT = {
  name: "react",
  test: /[\\/]node_modules[\\/](?:react[\\/]|react-dom[\\/](?:index\.js|cjs[\\/]react-dom\.production\.))/,
  priority: 2,
};

/**
 * The hydration helpers (web/lib/hydration/: the signal, the lazy parts, `useHydrated`), small
 * modules that most pages share: one chunk, as when they were one module. Left to themselves they
 * were three chunks, and their imports and headers took the home page over its 120 KiB budget
 * (120.3). The route handle's module is the root's alone and stays in the root's chunk.
 */
const HYDRATION = {
  name: "hydration",
  test: /[\\/]web[\\/]lib[\\/]hydration[\\/](?!route-handle\.)/,
  priority: 0,
};

/** Rolldown's code-splitting groups for the client build (vite.config.ts). */
export const CLIENT_CHUNK_GROUPS = [REACT, REACT_DOM_CLIENT, HYDRATION];

const EARLY_FILE = new RegExp(`(?:^|/)${REACT_DOM_CLIENT.name}-[\\w-]+\\.js$`);

/** Whether a built file is an early chunk: `/assets/react-dom-client-<hash>.js`. */
export function isEarlyChunk(url: string): boolean {
  return EARLY_FILE.test(url);
}
