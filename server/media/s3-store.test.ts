import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { parseS3Url, s3Store } from "./s3-store.ts";

/**
 * The store against a small S3-compatible server on 127.0.0.1 that answers exactly the calls the store
 * makes (path-style PutObject, multipart upload, HeadObject, ranged GetObject, DeleteObject), so the
 * SDK's real requests and SigV4 signing run end to end. No S3 server on npm or Debian installs without
 * install scripts and a dozen outdated dependencies (docs/deployment.md "Clips").
 */
type FakeS3 = { url: string; objects: Map<string, Buffer>; requests: string[]; close(): Promise<void> };

const KEY_ID = "AKIDAVATALKTEST";
const SECRET = "se/cret+with@signs";

async function startFakeS3(bucket: string): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const requests: string[] = [];
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://s3.test");
    const body = await buffer(request);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const fail = (status: number, code: string) => {
      response.writeHead(status, { "content-type": "application/xml" });
      response.end(request.method === "HEAD" ? undefined : `<Error><Code>${code}</Code></Error>`);
    };
    // A signed request names our key and the configured region; anything else is refused as S3 would.
    const authorization = request.headers.authorization ?? "";
    if (!authorization.startsWith(`AWS4-HMAC-SHA256 Credential=${KEY_ID}/`)) return fail(403, "AccessDenied");
    if (!authorization.includes("/eu-west-1/s3/aws4_request"))
      return fail(403, "AuthorizationHeaderMalformed");
    const [, bucketName, ...rest] = url.pathname.split("/");
    if (bucketName !== bucket) return fail(404, "NoSuchBucket");
    const key = decodeURIComponent(rest.join("/"));
    const uploadId = url.searchParams.get("uploadId");
    const stored = objects.get(key);
    switch (request.method) {
      case "POST":
        if (url.searchParams.has("uploads")) {
          const id = randomUUID();
          uploads.set(id, new Map());
          response.writeHead(200, { "content-type": "application/xml" });
          return response.end(
            `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
          );
        }
        if (uploadId && uploads.has(uploadId)) {
          const parts = [...(uploads.get(uploadId) ?? [])].sort(([a], [b]) => a - b);
          objects.set(key, Buffer.concat(parts.map(([, part]) => part)));
          uploads.delete(uploadId);
          response.writeHead(200, { "content-type": "application/xml" });
          return response.end(
            `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
          );
        }
        return fail(400, "InvalidRequest");
      case "PUT":
        if (uploadId) {
          uploads.get(uploadId)?.set(Number(url.searchParams.get("partNumber")), body);
        } else {
          objects.set(key, body);
        }
        response.writeHead(200, { etag: `"${randomUUID()}"` });
        return response.end();
      case "HEAD":
        if (!stored) return fail(404, "NotFound");
        response.writeHead(200, { "content-length": stored.length });
        return response.end();
      case "GET": {
        if (!stored) return fail(404, "NoSuchKey");
        const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? "");
        if (!range) {
          response.writeHead(200, { "content-length": stored.length });
          return response.end(stored);
        }
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), stored.length - 1);
        response.writeHead(206, {
          "content-length": end - start + 1,
          "content-range": `bytes ${start}-${end}/${stored.length}`,
        });
        return response.end(stored.subarray(start, end + 1));
      }
      case "DELETE":
        objects.delete(key);
        response.writeHead(204);
        return response.end();
      default:
        return fail(405, "MethodNotAllowed");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `s3+http://${KEY_ID}:${encodeURIComponent(SECRET)}@127.0.0.1:${port}/${bucket}/clips?region=eu-west-1`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A stream of unknown length, as an upload arrives: the bytes in 64 KiB pieces. */
function streamOf(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 65_536) yield bytes.subarray(at, at + 65_536);
    })(),
  );
}

describe("parseS3Url", () => {
  it("reads the endpoint, bucket, prefix, region and URL-encoded credentials", () => {
    expect(
      parseS3Url("s3+https://KEY:se%2Fcret%2B@minio.internal:9000/clips/avatalk?region=eu-west-1"),
    ).toEqual({
      endpoint: "https://minio.internal:9000",
      bucket: "clips",
      prefix: "avatalk/",
      region: "eu-west-1",
      forcePathStyle: true,
      accessKeyId: "KEY",
      secretAccessKey: "se/cret+",
    });
  });

  it("uses virtual-hosted buckets on AWS itself unless told otherwise", () => {
    const aws = parseS3Url("s3+https://KEY:SECRET@s3.eu-west-1.amazonaws.com/my-clips?region=eu-west-1");
    expect(aws).toMatchObject({ forcePathStyle: false, prefix: "", region: "eu-west-1" });
    expect(parseS3Url("s3+https://K:S@s3.amazonaws.com/my-clips?forcePathStyle=true").forcePathStyle).toBe(
      true,
    );
  });

  it.each([
    ["https://KEY:SECRET@host/bucket", "must be an s3+https:// or s3+http:// URL"],
    ["s3+https://host/bucket", "must carry the access key and secret"],
    ["s3+https://KEY:SECRET@host/", "must name the bucket as its path"],
    ["s3+https://KEY:SECRET@host/Bad_Bucket", '"Bad_Bucket" is not a bucket name'],
    ["s3+https://KEY:SECRET@host/bucket?regoin=x", 'unknown option "regoin"'],
    ["s3+https://KEY:SECRET@host/bucket?forcePathStyle=yes", "forcePathStyle must be true or false"],
  ])("refuses %s, saying why", (value, message) => {
    expect(() => parseS3Url(value)).toThrow(message);
  });

  it("stops the server at start-up on a bad S3_URL, naming the variable and not the secret", () => {
    expect(() => loadConfig({ S3_URL: "s3+https://KEY:TOPSECRET@host/" }, false)).toThrow(
      /S3_URL: must name the bucket/,
    );
    expect(() => loadConfig({ S3_URL: "s3+https://KEY:TOPSECRET@host/" }, false)).not.toThrow(/TOPSECRET/);
    expect(loadConfig({ S3_URL: "s3+https://KEY:SECRET@host/bucket" }, false).s3Url).toBe(
      "s3+https://KEY:SECRET@host/bucket",
    );
  });
});

describe("s3Store against an S3-compatible server", () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3("avatalk-media");
  });
  afterAll(async () => {
    await s3.close();
  });

  it("stores a clip under the prefix, tells its size, reads a byte range and deletes it", async () => {
    const store = s3Store(parseS3Url(s3.url));
    const clip = randomBytes(300_000);
    await store.put("account-1/small", streamOf(clip));
    // Buffer.equals: a deep toEqual walks 300,000 bytes one by one.
    expect(s3.objects.get("clips/account-1/small")?.equals(clip)).toBe(true);
    expect(await store.size("account-1/small")).toBe(clip.length);
    const range = await store.read("account-1/small", { start: 1000, end: 1999 });
    expect((await buffer(range)).equals(clip.subarray(1000, 2000))).toBe(true);
    expect((await buffer(await store.read("account-1/small"))).equals(clip)).toBe(true);
    await store.delete("account-1/small");
    expect(await store.size("account-1/small")).toBeUndefined();
  });

  it("streams a clip larger than one part as a multipart upload", async () => {
    const store = s3Store(parseS3Url(s3.url));
    const clip = randomBytes(9 * 1024 * 1024 + 123);
    s3.requests.length = 0;
    await store.put("account-1/large", streamOf(clip));
    expect(s3.requests.filter((line) => line.startsWith("PUT") && line.includes("partNumber="))).toHaveLength(
      2,
    );
    expect(s3.objects.get("clips/account-1/large")?.equals(clip)).toBe(true);
    expect(await store.size("account-1/large")).toBe(clip.length);
  });

  it("answers undefined for the size of a clip it does not hold, and fails loudly on a refused request", async () => {
    const store = s3Store(parseS3Url(s3.url));
    expect(await store.size("account-1/none")).toBeUndefined();
    const wrongKey = s3Store(parseS3Url(s3.url.replace(KEY_ID, "SOMEONEELSE")));
    await expect(wrongKey.size("account-1/none")).rejects.toThrow();
  });

  describe("in the app", () => {
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      app = await buildTestApp({ s3Url: s3.url });
    });
    afterAll(async () => {
      await app.close();
    });

    it("is the clip store when S3_URL is set, also when the app runs on PostgreSQL", async () => {
      await app.widget.media.put("account-2/clip", streamOf(Buffer.from("a clip")));
      expect(s3.objects.get("clips/account-2/clip")?.toString()).toBe("a clip");
    });
  });
});
