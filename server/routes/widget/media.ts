import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { MEDIA_LIMITS, mediaMessages } from "#contracts/media.ts";
import { EntryParams, Media, WIDGET_LIMITS, widgetMessages } from "#contracts/widget.ts";
import { z } from "#contracts/zod.ts";
import { probeUpload } from "#server/media/probe.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import { requeueFailedClip } from "#server/repositories/clip-jobs.ts";
import { requeueFailedGeneration } from "#server/repositories/generation-jobs.ts";
import {
  countMedia,
  countUploadsSince,
  deleteUnusedMedia,
  findMedia,
  insertMedia,
  listMedia,
  mediaOf,
  storedBytes,
} from "#server/repositories/widget-media.ts";
import { MEDIA_ERRORS } from "#server/routes/error-responses.ts";
import { isUploadContentType, receiveUpload, UploadTooLarge } from "#server/widget/upload.ts";
import { notFound, sendMedia, sendPoster } from "./shared.ts";

/** How long a clip that nothing uses is kept: one uploaded in an entry dialog waits there until saved. */
const UNUSED_CLIP_GRACE_MS = 60 * 60 * 1000;

/**
 * The customer's clips: listed with their processing status, played back (with ranges) once ready,
 * tried again when processing failed, and uploaded as raw bytes (issue 39): the upload is probed,
 * stored as it came and queued; the clip worker (server/media/clip-worker.ts) does the rest.
 */
export const widgetMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { media: store } = app.widget;

  /**
   * Clips removed from their entries, replaced avatars and uploads never saved would otherwise pile
   * up in the store; each upload first clears the account's old ones, so its count stays honest.
   */
  const deleteUnusedClips = async (log: FastifyBaseLogger, userId: string) => {
    const keys = await deleteUnusedMedia(db, userId, new Date(Date.now() - UNUSED_CLIP_GRACE_MS));
    for (const storageKey of keys) {
      // The row is gone already; bytes left behind cost space, not correctness.
      await store.delete(storageKey).catch((error: unknown) => {
        log.warn({ err: error, storageKey }, "could not delete an unused clip's bytes");
      });
    }
  };

  app.get(
    apiPaths.widgetMedia,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: z.object({ media: z.array(Media) }), ...MEDIA_ERRORS } },
    },
    async (request) => ({ media: (await listMedia(db, userIdOf(request))).map(mediaOf) }),
  );

  app.get(
    apiPaths.widgetMediaStatus,
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, response: { 200: Media, ...MEDIA_ERRORS } },
    },
    async (request, reply) => {
      const media = await findMedia(db, userIdOf(request), request.params.id);
      if (!media) return notFound(reply, widgetMessages.mediaNotFound);
      return mediaOf(media);
    },
  );

  app.get(
    apiPaths.widgetMediaItem,
    { preHandler: app.requireUser, schema: { params: EntryParams, response: MEDIA_ERRORS } },
    async (request, reply) => {
      const media = await findMedia(db, userIdOf(request), request.params.id);
      if (!media) return notFound(reply, widgetMessages.mediaNotFound);
      return sendMedia(request, reply, store, media);
    },
  );

  app.get(
    apiPaths.widgetMediaPoster,
    { preHandler: app.requireUser, schema: { params: EntryParams, response: MEDIA_ERRORS } },
    async (request, reply) => {
      const media = await findMedia(db, userIdOf(request), request.params.id);
      if (!media) return notFound(reply, widgetMessages.mediaNotFound);
      return sendPoster(reply, store, media);
    },
  );

  app.post(
    apiPaths.widgetMediaRetry,
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, response: { 202: Media, ...MEDIA_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      // A generated clip that failed before its video was made is generated again.
      const regenerated = await requeueFailedGeneration(db, userId, request.params.id);
      if (regenerated) {
        app.generation.worker?.wake();
        return reply.status(202).send(mediaOf(regenerated));
      }
      const requeued = await requeueFailedClip(db, userId, request.params.id);
      if (!requeued) {
        const media = await findMedia(db, userId, request.params.id);
        if (!media) return notFound(reply, widgetMessages.mediaNotFound);
        return reply.status(409).send({ message: mediaMessages.notRetryable });
      }
      app.widget.clips?.wake();
      return reply.status(202).send(mediaOf(requeued));
    },
  );

  // Uploads: the raw bytes as the body (not multipart), streamed to a temporary file for the probe.
  await app.register(async (uploads) => {
    // Every body reaches the handler unread, whatever its type: the app's JSON parser would hand it
    // a parsed document instead of a stream, and Fastify's own 415 would ask for JSON.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    uploads.post(
      apiPaths.widgetMedia,
      {
        // Signed in before a byte of the body is read; the body may be as large as a clip.
        onRequest: app.requireUser,
        bodyLimit: MEDIA_LIMITS.uploadMaxBytes,
        schema: { response: { 202: Media, ...MEDIA_ERRORS } },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const payload = request.body as Readable | undefined;
        const refuse = (status: 400 | 409 | 413 | 415 | 422 | 429 | 503, message: string) => {
          payload?.resume();
          return reply.status(status).send({ message });
        };
        if (!app.widget.ffmpeg || !app.widget.clips) return refuse(503, mediaMessages.processingUnavailable);
        if (Number(request.headers["content-length"]) > MEDIA_LIMITS.uploadMaxBytes) {
          return refuse(413, mediaMessages.tooLarge);
        }
        if (!isUploadContentType(request.headers["content-type"])) {
          return refuse(415, widgetMessages.mediaUnsupported);
        }
        if (!payload) return refuse(400, widgetMessages.mediaMissing);
        await deleteUnusedClips(request.log, userId);
        if ((await countMedia(db, userId)) >= WIDGET_LIMITS.mediaPerAccount) {
          return refuse(409, widgetMessages.tooManyClips);
        }
        const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
        if ((await countUploadsSince(db, userId, hourAgo)) >= MEDIA_LIMITS.uploadsPerHour) {
          return refuse(429, mediaMessages.tooManyUploads);
        }
        const stored = await storedBytes(db, userId);
        if (stored >= MEDIA_LIMITS.storageQuotaBytes) return refuse(409, mediaMessages.quotaExceeded);

        const folder = await fs.mkdtemp(path.join(os.tmpdir(), "avatalk-upload-"));
        try {
          const file = path.join(folder, "upload");
          let sizeBytes: number;
          try {
            sizeBytes = await receiveUpload(payload, MEDIA_LIMITS.uploadMaxBytes, file);
          } catch (error) {
            if (error instanceof UploadTooLarge) return refuse(413, mediaMessages.tooLarge);
            throw error;
          }
          if (sizeBytes === 0) return refuse(400, widgetMessages.mediaMissing);
          if (stored + sizeBytes > MEDIA_LIMITS.storageQuotaBytes)
            return refuse(409, mediaMessages.quotaExceeded);
          const probe = await probeUpload(app.widget.ffmpeg, file);
          if (!probe.ok) return refuse(probe.status, probe.message);

          const storageKey = `${userId}/${randomUUID()}`;
          await store.put(storageKey, createReadStream(file));
          const row = await insertMedia(db, {
            userId,
            contentType: "video/mp4",
            sizeBytes,
            storageKey,
            queued: true,
          });
          app.widget.clips.wake();
          return reply.status(202).send(mediaOf(row));
        } finally {
          await fs.rm(folder, { recursive: true, force: true });
        }
      },
    );
  });
};
