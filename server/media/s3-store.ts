import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { MediaStore } from "#server/widget/media-store.ts";

/**
 * Where the bucket is, read from `S3_URL` (docs/deployment.md "Clips"):
 *
 *   s3+https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]?region=eu-west-1&forcePathStyle=true
 *
 * `s3+http` only for a bucket on a private network (a MinIO or Garage beside the app). The key and
 * secret are URL-encoded when they hold `/`, `+` or `@`. `region` defaults to us-east-1 (what MinIO and
 * most compatible servers accept); `forcePathStyle` defaults to true on any host but AWS's own, since
 * compatible servers rarely have the wildcard DNS that virtual-hosted buckets need.
 */
export type S3Location = {
  endpoint: string;
  bucket: string;
  /** Prepended to every key ("" or ends with "/"), so one bucket can hold several installations. */
  prefix: string;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
};

/** A bucket name as S3 allows it (3–63 lower-case letters, digits, dots and hyphens). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Reads `S3_URL`; throws an Error whose message says what is wrong (config.ts shows it at start-up). */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("is not a URL (s3+https://KEY:SECRET@host/bucket?region=…)");
  }
  if (url.protocol !== "s3+https:" && url.protocol !== "s3+http:")
    throw new Error("must be an s3+https:// or s3+http:// URL (s3+https://KEY:SECRET@host/bucket?region=…)");
  if (!url.username || !url.password)
    throw new Error("must carry the access key and secret: s3+https://ACCESS_KEY:SECRET@host/bucket");
  const [bucket = "", ...rest] = url.pathname.split("/").filter(Boolean);
  if (!BUCKET.test(bucket))
    throw new Error(
      `must name the bucket as its path (s3+https://KEY:SECRET@host/bucket); "${bucket}" is not a bucket name`,
    );
  const known = new Set(["region", "forcePathStyle"]);
  for (const name of url.searchParams.keys())
    if (!known.has(name)) throw new Error(`has an unknown option "${name}" (known: region, forcePathStyle)`);
  const pathStyle = url.searchParams.get("forcePathStyle");
  if (pathStyle !== null && pathStyle !== "true" && pathStyle !== "false")
    throw new Error("forcePathStyle must be true or false");
  const scheme = url.protocol === "s3+https:" ? "https" : "http";
  return {
    endpoint: `${scheme}://${url.host}`,
    bucket,
    prefix: rest.length > 0 ? `${rest.join("/")}/` : "",
    region: url.searchParams.get("region") || "us-east-1",
    forcePathStyle: pathStyle === null ? !url.hostname.endsWith(".amazonaws.com") : pathStyle === "true",
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** Upload parts of 8 MiB, two at a time: a 500 MB upload holds at most ~16 MiB in memory. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Clips in an S3-compatible bucket, used when `S3_URL` is set: every replica shares them and
 * they outlive the containers, without keeping media bytes in PostgreSQL.
 */
export function s3Store(location: S3Location, client?: S3Client): MediaStore {
  const s3 =
    client ??
    new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
      // Checksums only when an operation needs them: several compatible servers refuse the newer
      // default CRC32 trailers of streamed uploads.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  const Bucket = location.bucket;
  const keyOf = (key: string) => `${location.prefix}${key}`;
  return {
    async put(key, bytes) {
      // A multipart upload streams the clip in parts (one PutObject when it fits in one part), so its
      // length need not be known and it is never held whole in memory.
      await new Upload({
        client: s3,
        params: { Bucket, Key: keyOf(key), Body: bytes },
        partSize: PART_BYTES,
        queueSize: 2,
      }).done();
    },
    async size(key) {
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async read(key, range) {
      const object = await s3.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // In Node the body is an IncomingMessage, a Readable.
      return object.Body as Readable;
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}
