/**
 * Group commit: writes that arrive together, or while a statement is running, are written together
 * in one statement. A lone write waits one turn of the event loop, no timer (no added latency worth
 * the name when the server is quiet); under load the cost of a statement is shared by every write
 * that queued with it. On the embedded database, which runs one statement at a time, this is what lets the public
 * forms store well over a thousand submissions a second (docs/performance.md); on PostgreSQL it
 * saves a commit (an fsync) per write.
 *
 * One write that fails (a repeated Idempotency-Key, say) fails the statement of its whole batch, so
 * a failed batch is written again one write at a time: each caller gets its own outcome.
 */
export type GroupCommit<Item> = (item: Item) => Promise<void>;

type Pending<Item> = { item: Item; resolve: () => void; reject: (error: unknown) => void };

export function createGroupCommit<Item>(
  writeAll: (items: Item[]) => Promise<void>,
  { maxBatch }: { maxBatch: number },
): GroupCommit<Item> {
  const queue: Pending<Item>[] = [];
  let draining = false;

  async function writeBatch(batch: Pending<Item>[]): Promise<void> {
    try {
      await writeAll(batch.map(({ item }) => item));
      for (const pending of batch) pending.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(
        batch.map((pending) => writeAll([pending.item]).then(pending.resolve, pending.reject)),
      );
    }
  }

  async function drain(): Promise<void> {
    draining = true;
    while (queue.length > 0) {
      // One turn of the event loop first: the requests whose bytes arrived with this one are
      // parsed and queue here too. (The embedded database runs a statement without yielding to
      // I/O, so without this turn nothing would ever queue behind it.)
      await new Promise((resolve) => setImmediate(resolve));
      await writeBatch(queue.splice(0, maxBatch));
    }
    draining = false;
  }

  return (item) =>
    new Promise<void>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!draining) void drain();
    });
}
