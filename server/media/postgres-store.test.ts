import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countOrphanChunks } from "#server/repositories/media-objects.ts";
import { createTestDatabase, type TestDatabase } from "#server/test/test-app.ts";
import { CHUNK_BYTES, postgresStore } from "./postgres-store.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

describe("postgresStore", () => {
  it("stores a clip in chunks and reads any range of it, across chunk boundaries", async () => {
    const store = postgresStore(database.db);
    const bytes = randomBytes(CHUNK_BYTES * 2 + 1234);
    // Arrives in pieces that do not line up with the chunks.
    const pieces = [
      bytes.subarray(0, 1000),
      bytes.subarray(1000, CHUNK_BYTES + 77),
      bytes.subarray(CHUNK_BYTES + 77),
    ];
    await store.put("account/clip", Readable.from(pieces));
    expect(await store.size("account/clip")).toBe(bytes.length);
    expect((await buffer(await store.read("account/clip"))).equals(bytes)).toBe(true);
    for (const range of [
      { start: 0, end: 9 },
      { start: CHUNK_BYTES - 5, end: CHUNK_BYTES + 5 },
      { start: CHUNK_BYTES * 2, end: bytes.length - 1 },
    ]) {
      const part = await buffer(await store.read("account/clip", range));
      expect(part.equals(bytes.subarray(range.start, range.end + 1))).toBe(true);
    }
    await store.delete("account/clip");
    expect(await store.size("account/clip")).toBeUndefined();
    expect(await countOrphanChunks(database.db)).toBe(0);
  });

  it("shows nothing of a put that failed half-way", async () => {
    const store = postgresStore(database.db);
    async function* failing() {
      yield randomBytes(CHUNK_BYTES + 10);
      throw new Error("the client went away");
    }
    await expect(store.put("account/broken", Readable.from(failing()))).rejects.toThrow(
      "the client went away",
    );
    expect(await store.size("account/broken")).toBeUndefined();
    expect(await countOrphanChunks(database.db)).toBe(0);
  });
});
