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
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
