import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { mediaMessages } from "#contracts/media.ts";
import { type AnswerEntry, widgetMessages } from "#contracts/widget/index.ts";
import type { EntryRecord } from "#server/repositories/widget-entries.ts";
import type { MediaRecord } from "#server/repositories/widget-media.ts";
import { parseByteRange } from "#server/widget/byte-range.ts";
import { captionsVersion } from "#server/widget/captions.ts";
import type { MediaStore } from "#server/widget/media-store.ts";

/** WebVTT captions: text, not JSON (the route's schema describes only its JSON refusals). */
export function sendCaptions(reply: FastifyReply, vtt: string) {
  return reply.type("text/vtt; charset=utf-8").header("cache-control", "private, max-age=300").send(vtt);
}

export function notFound(reply: FastifyReply, message: string) {
  return reply.status(404).send({ message } satisfies ApiError);
}

/** A 400 on one field, shaped like a schema failure so the portal's form shows it on its field. */
export function fieldError(reply: FastifyReply, field: string, message: string) {
  return reply.status(400).send({ message, fieldErrors: { [field]: [message] } } satisfies ApiError);
}

/**
 * An entry as the frame shows it: same-origin URLs of its clip, poster and captions, carrying the
 * key. The clip only once it is processed: until then the answer is text.
 */
export function answerEntryOf(entry: EntryRecord, key: string, clip: MediaRecord | undefined): AnswerEntry {
  const query = `key=${encodeURIComponent(key)}`;
  const ready = entry.mediaId && clip?.id === entry.mediaId && clip.status === "ready";
  return {
    id: entry.id,
    title: entry.title,
    answer: entry.answer,
    videoUrl: ready ? `${fillPath(apiPaths.widgetPublicMedia, { id: clip.id })}?${query}` : null,
    posterUrl:
      ready && clip.posterKey ? `${fillPath(apiPaths.widgetPublicPoster, { id: clip.id })}?${query}` : null,
    captionsUrl: ready
      ? `${fillPath(apiPaths.widgetCaptions, { id: entry.id })}?${query}&v=${captionsVersion(entry, clip)}`
      : null,
    language: entry.language,
  };
}

/** A clip's poster frame (JPEG), once it is processed. */
export async function sendPoster(
  reply: FastifyReply,
  store: MediaStore,
  media: MediaRecord,
): Promise<FastifyReply> {
  if (media.status !== "ready" || !media.posterKey) return notFound(reply, widgetMessages.mediaNotFound);
  const size = await store.size(media.posterKey);
  if (size === undefined) return notFound(reply, widgetMessages.mediaNotFound);
  reply
    .type("image/jpeg")
    .header("content-length", String(size))
    .header("cache-control", "private, max-age=3600")
    .header("cross-origin-resource-policy", "same-origin");
  if (reply.request.method === "HEAD") return sendHeadersOnly(reply);
  return reply.send(await store.read(media.posterKey));
}

/**
 * Sends a stored clip, whole or the range the player asks for (206 with Content-Range), so video
 * seeks without downloading everything first.
 */
export async function sendMedia(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  media: MediaRecord,
): Promise<FastifyReply> {
  // Until processed, the stored bytes are the upload as it came: never served.
  if (media.status !== "ready") return reply.status(409).send({ message: mediaMessages.notReady });
  const size = await store.size(media.storageKey);
  if (size === undefined) {
    request.log.error({ mediaId: media.id }, "a clip's row exists but its bytes are missing");
    return notFound(reply, widgetMessages.mediaNotFound);
  }
  reply
    .header("accept-ranges", "bytes")
    .header("content-type", media.contentType)
    .header("cache-control", "private, max-age=3600")
    .header("cross-origin-resource-policy", "same-origin");
  const range = parseByteRange(request.headers.range, size);
  if (range === "unsatisfiable") {
    return reply
      .status(416)
      .header("content-range", `bytes */${size}`)
      .type("application/json; charset=utf-8")
      .send(JSON.stringify({ message: widgetMessages.rangeNotSatisfiable }));
  }
  if (range) {
    reply
      .status(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${size}`)
      .header("content-length", String(range.end - range.start + 1));
  } else {
    reply.status(200).header("content-length", String(size));
  }
  if (request.method === "HEAD") return sendHeadersOnly(reply);
  return reply.send(await store.read(media.storageKey, range));
}

/**
 * A HEAD answer with the GET's headers, Content-Length included: Fastify writes "0" for a HEAD sent
 * nothing, but keeps the length a stream's answer set, so an empty stream stands in for the bytes.
 */
function sendHeadersOnly(reply: FastifyReply): FastifyReply {
  return reply.send(Readable.from([]));
}
