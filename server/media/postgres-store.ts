import { Readable } from "node:stream";
import type { Database } from "#server/db/client.ts";
import {
  deleteObject,
  findObject,
  insertChunk,
  insertObject,
  listObjects,
  readChunks,
} from "#server/repositories/media-objects.ts";
import type { MediaStore } from "#server/widget/media-store.ts";

/**
 * Clips in PostgreSQL, used whenever DATABASE_URL is set: every replica reads the same
 * bytes without a shared disk or a bucket. The bytes go in 256 KiB rows, so a ranged read (a video
 * seeking) fetches only the rows it covers, and nothing holds a whole clip in memory.
 */
export const CHUNK_BYTES = 256 * 1024;
/** Rows fetched per query while streaming: 4 MiB. */
const CHUNKS_PER_READ = 16;

export function postgresStore(db: Database): MediaStore {
  return {
    async put(key, bytes) {
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async (all: boolean) => {
        while (pendingBytes >= CHUNK_BYTES || (all && pendingBytes > 0)) {
          const joined = Buffer.concat(pending);
          const chunk = joined.subarray(0, CHUNK_BYTES);
          await insertChunk(db, key, seq++, chunk);
          const rest = joined.subarray(chunk.length);
          pending = rest.length > 0 ? [rest] : [];
          pendingBytes = rest.length;
        }
      };
      try {
        for await (const piece of bytes) {
          const buffer = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
          pending.push(buffer);
          pendingBytes += buffer.length;
          size += buffer.length;
          if (pendingBytes >= CHUNK_BYTES) await flush(false);
        }
        await flush(true);
        await insertObject(db, key, size, CHUNK_BYTES);
      } catch (error) {
        await deleteObject(db, key);
        throw error;
      }
    },
    async size(key) {
      return (await findObject(db, key))?.sizeBytes;
    },
    // Every object, a page at a time, for the sweep of bytes no row names.
    async *list() {
      for (let after = ""; ; ) {
        const page = await listObjects(db, after, 500);
        for (const object of page) yield { key: object.key, modifiedAt: object.createdAt };
        const last = page.at(-1);
        if (!last || page.length < 500) return;
        after = last.key;
      }
    },
    async read(key, range) {
      const object = await findObject(db, key);
      if (!object) throw new Error(`no media object under ${key}`);
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? object.sizeBytes - 1, object.sizeBytes - 1);
      const firstChunk = Math.floor(start / object.chunkBytes);
      const lastChunk = Math.floor(end / object.chunkBytes);
      const { chunkBytes } = object;
      async function* chunks() {
        for (let from = firstChunk; from <= lastChunk; from += CHUNKS_PER_READ) {
          const to = Math.min(lastChunk, from + CHUNKS_PER_READ - 1);
          const rows = await readChunks(db, key, from, to);
          for (const [index, data] of rows.entries()) {
            const seq = from + index;
            const chunkStart = seq * chunkBytes;
            const sliceStart = Math.max(0, start - chunkStart);
            const sliceEnd = Math.min(data.length, end - chunkStart + 1);
            yield Buffer.from(data.buffer, data.byteOffset + sliceStart, sliceEnd - sliceStart);
          }
        }
      }
      return Readable.from(chunks());
    },
    async delete(key) {
      await deleteObject(db, key);
    },
  };
}
