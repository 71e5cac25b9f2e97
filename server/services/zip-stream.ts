import { Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** A file of the archive: bytes at hand (JSON), or a stream (a clip, stored as it is). */
export type ZipFile = { name: string; content: Uint8Array | Readable };

/**
 * A ZIP archive written as it is read (fflate's streaming Zip): JSON is deflated, clips (already
 * compressed video) are stored, and a clip passes through chunk by chunk, so an account with
 * gigabytes of clips never sits in memory. Reading pulls the next file only when the consumer
 * wants more, which is the stream's backpressure.
 */
export function zipStream(files: AsyncIterable<ZipFile> | Iterable<ZipFile>): Readable {
  async function* archive() {
    const out: Uint8Array[] = [];
    let failure: Error | null = null;
    const zip = new Zip((error, chunk) => {
      if (error) failure = error;
      else out.push(chunk);
    });
    const drain = () => {
      if (failure) throw failure;
      return out.splice(0, out.length);
    };
    for await (const file of files) {
      if (file.content instanceof Uint8Array) {
        const entry = new ZipDeflate(file.name, { level: 6 });
        zip.add(entry);
        entry.push(file.content, true);
      } else {
        const entry = new ZipPassThrough(file.name);
        zip.add(entry);
        for await (const chunk of file.content) {
          entry.push(chunk as Uint8Array);
          yield* drain();
        }
        entry.push(new Uint8Array(0), true);
      }
      yield* drain();
    }
    zip.end();
    yield* drain();
  }
  return Readable.from(archive());
}
