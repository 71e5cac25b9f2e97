import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./group-commit.ts";

/** A writer that records each statement's items and finishes a statement only when told to. */
function controlledWriter(fails: (item: string) => boolean = () => false) {
  const statements: string[][] = [];
  const finishers: (() => void)[] = [];
  const writeAll = (items: string[]) => {
    statements.push(items);
    return new Promise<void>((resolve, reject) => {
      finishers.push(() =>
        items.some(fails) ? reject(new Error(`cannot write ${items.join(", ")}`)) : resolve(),
      );
    });
  };
  /** Finishes statements until none is running, letting queued writes start theirs. */
  const finishAll = async () => {
    await turn();
    while (finishers.length > 0) {
      finishers.shift()?.();
      await turn();
      await turn();
    }
  };
  return { statements, writeAll, finishAll };
}

/** One turn of the event loop: what group commit waits before each statement. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("createGroupCommit", () => {
  it("writes a lone item after one turn of the event loop, in a statement of its own", async () => {
    const writer = controlledWriter();
    const write = createGroupCommit(writer.writeAll, { maxBatch: 10 });

    const written = write("a");
    expect(writer.statements).toEqual([]);
    await turn();
    expect(writer.statements).toEqual([["a"]]);
    await writer.finishAll();
    await expect(written).resolves.toBeUndefined();
  });

  it("writes items that arrive together in one statement, at most maxBatch at a time", async () => {
    const writer = controlledWriter();
    const write = createGroupCommit(writer.writeAll, { maxBatch: 3 });

    const all = ["a", "b", "c", "d"].map((item) => write(item));
    await writer.finishAll();
    await Promise.all(all);

    expect(writer.statements).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("writes the items that queued behind a running statement together in the next one", async () => {
    const writer = controlledWriter();
    const write = createGroupCommit(writer.writeAll, { maxBatch: 10 });

    const first = write("a");
    await turn();
    const queued = ["b", "c"].map((item) => write(item));
    expect(writer.statements).toEqual([["a"]]);
    await writer.finishAll();
    await Promise.all([first, ...queued]);

    expect(writer.statements).toEqual([["a"], ["b", "c"]]);
  });

  it("fails only the item that cannot be written: its batch is written again one item at a time", async () => {
    const writer = controlledWriter((item) => item === "bad");
    const write = createGroupCommit(writer.writeAll, { maxBatch: 10 });

    const first = write("a");
    await turn();
    // Settled from the start, so the rejection is handled when it happens.
    const queued = Promise.allSettled(["b", "bad", "c"].map((item) => write(item)));
    await writer.finishAll();

    await expect(first).resolves.toBeUndefined();
    const outcomes = await queued;
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(writer.statements).toEqual([["a"], ["b", "bad", "c"], ["b"], ["bad"], ["c"]]);
  });

  it("keeps writing after a failed statement", async () => {
    const writer = controlledWriter((item) => item === "bad");
    const write = createGroupCommit(writer.writeAll, { maxBatch: 10 });

    const failed = expect(write("bad")).rejects.toThrow("cannot write bad");
    await writer.finishAll();
    await failed;

    const next = write("a");
    await writer.finishAll();
    await expect(next).resolves.toBeUndefined();
  });
});
