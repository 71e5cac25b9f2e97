import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** A byte range, both ends inclusive (as HTTP's Range header counts). */
export type ByteRange = { start: number; end: number };

/**
 * Where clips live. The local-disk store below is the default; an S3-compatible store implements the
 * same four calls (PutObject from the stream, HeadObject, GetObject with a Range header, DeleteObject),
 * so replicas can share clips without a shared disk.
 */
export interface MediaStore {
  /** Stores the stream's bytes under the key, replacing nothing: keys are fresh. */
  put(key: string, bytes: Readable): Promise<void>;
  /** The stored size in bytes, or undefined when nothing is stored under the key. */
  size(key: string): Promise<number | undefined>;
  /** The stored bytes, or the given range of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
  /**
   * Every stored key with when it was written, for the sweep of bytes no row names
   * (server/services/upload-sweep.ts); a store without it is not swept.
   */
  list?(): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

/** Keys are ours ("<account id>/<uuid>"), but a key never leaves the store's folder all the same. */
const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Clips as files under `root` (by default `$DATA_DIR/media`), one folder per account. */
export function localDiskStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a clip.
      const partial = `${file}.partial`;
      try {
        await pipeline(bytes, createWriteStream(partial, { flags: "wx" }));
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },
    async size(key) {
      try {
        return (await fs.stat(fileOf(key))).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async read(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      const file = fileOf(key);
      await fs.rm(file, { force: true });
      // An account's folder goes with its last clip: a deleted account leaves no folder behind.
      await fs.rmdir(path.dirname(file)).catch(() => {});
    },
    async *list() {
      const folders = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      for (const folder of folders) {
        if (!folder.isDirectory()) continue;
        const names = await fs.readdir(path.join(root, folder.name)).catch(() => []);
        for (const name of names) {
          const key = `${folder.name}/${name}`;
          // A ".partial" file is a put in progress or one a crash cut short: not a key.
          if (!SAFE_KEY.test(key)) continue;
          const stat = await fs.stat(path.join(root, key)).catch(() => undefined);
          if (stat?.isFile()) yield { key, modifiedAt: stat.mtime };
        }
      }
    },
  };
}
