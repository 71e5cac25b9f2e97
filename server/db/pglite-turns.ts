import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite runs each query as WebAssembly on the server's own thread, and its queue hands over from
 * one query to the next in promise callbacks: a burst of queued queries (a flood of widget questions,
 * an index read page by page) ran back to back without one turn of the event loop, and held every
 * other request for up to 170 ms (docs/decisions/0033-matching-threads-below-the-server.md). Here the client's top-level
 * queries take turns: one at a time, each after the event loop has had a turn, so a waiting request
 * is answered between two queries rather than after all of them. A transaction keeps PGlite's own
 * lock for its whole length; its queries go through its own handle, not this queue.
 */
export function takeTurnsBetweenQueries(client: PGlite): PGlite {
  const query = client.query.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<typeof query>) => {
    const mine = previous.then(nextTurn).then(() => query(...args));
    // The next query waits for this one to settle, not for it to succeed.
    previous = mine.catch(() => undefined);
    return mine;
  }) as typeof client.query;
  return client;
}
