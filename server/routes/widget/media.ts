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
import { EntryParams, Media, widgetMessages } from "#contracts/widget/index.ts";
import { z } from "#contracts/zod.ts";
import { isClientAbort } from "#server/db/connection-errors.ts";
import { estimatedSeconds } from "#server/generation/generate-clip.ts";
import { probeUpload } from "#server/media/probe.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import { requeueFailedClip } from "#server/repositories/clip-jobs.ts";
import { findRetryableGeneration, requeueFailedGeneration } from "#server/repositories/generation-jobs.ts";
import {
  completeUpload,
  releaseUpload as deleteUploadReservation,
  markUploadRefused,
  reserveUpload,
  type UploadRefusal,
} from "#server/repositories/media-uploads.ts";
import { deleteUnusedMedia, findMedia, listMedia, mediaOf } from "#server/repositories/widget-media.ts";
import { errorsFor, MEDIA_ERRORS } from "#server/routes/error-responses.ts";
import { generationRefusal } from "#server/services/plans.ts";
import { createFullHours } from "#server/widget/full-hours.ts";
import { isUploadContentType, receiveUpload, UploadTooLarge } from "#server/widget/upload.ts";
import { notFound, sendMedia, sendPoster } from "./shared.ts";

/** What each refused reservation answers. */
const RESERVATION_REFUSALS: Record<UploadRefusal, [409 | 410 | 429, string]> = {
  gone: [410, mediaMessages.accountGone],
  clips: [409, widgetMessages.tooManyClips],
  uploads: [429, mediaMessages.tooManyUploads],
  quota: [409, mediaMessages.quotaExceeded],
};

/** A Content-Length header as a number; undefined when absent (a chunked body). */
function contentLengthOf(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const length = Number(header);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/** How long a clip that nothing uses is kept: one uploaded in an entry dialog waits there until saved. */
const UNUSED_CLIP_GRACE_MS = 60 * 60 * 1000;

/**
 * The customer's clips: listed with their processing status, played back (with ranges) once ready,
 * tried again when processing failed, and uploaded as raw bytes: the upload is probed,
 * stored as it came and queued; its "clip" job (server/media/clip-job.ts) does the rest.
 */
export const widgetMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { media: store } = app.widget;
  const fullHours = createFullHours();

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

  /** An upload that did not become a clip: its reservation and any bytes it stored go. */
  const releaseUpload = async (log: FastifyBaseLogger, id: string, storageKey: string) => {
    try {
      await store.delete(storageKey);
      await deleteUploadReservation(db, id);
    } catch (error) {
      // The sweep (server/services/upload-sweep.ts) finds the row and its bytes later.
      log.warn({ err: error, mediaUpload: id }, "could not release a failed upload");
    }
  };

  app.post(
    apiPaths.widgetMediaRetry,
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, response: { 202: Media, ...MEDIA_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      // A generated clip that failed before its video was made is generated again, within the plan.
      const failedGeneration = await findRetryableGeneration(db, userId, request.params.id);
      if (failedGeneration?.generation) {
        const refusal = await generationRefusal(
          db,
          userId,
          estimatedSeconds(failedGeneration.generation.text),
        );
        if (refusal) return reply.status(409).send({ message: refusal });
        const regenerated = await db.transaction((tx) =>
          requeueFailedGeneration(tx, userId, request.params.id),
        );
        if (regenerated) return reply.status(202).send(mediaOf(regenerated));
      }
      const retried = await requeueFailedClip(db, userId, request.params.id);
      if (!retried.ok) {
        switch (retried.reason) {
          case "not-found":
            return notFound(reply, widgetMessages.mediaNotFound);
          case "not-failed":
            return reply.status(409).send({ message: mediaMessages.notRetryable });
          case "clip-limit":
            return reply.status(409).send({ message: mediaMessages.retryLimitReached });
          case "hourly-limit":
            return reply.status(429).send({ message: mediaMessages.tooManyRetries });
        }
      }
      app.widget.clips?.wake();
      return reply.status(202).send(mediaOf(retried.media));
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
        schema: { response: { 202: Media, ...MEDIA_ERRORS, ...errorsFor(410) } },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const payload = request.body as Readable | undefined;
        const refuse = (status: 400 | 409 | 410 | 413 | 415 | 422 | 429 | 503, message: string) => {
          payload?.resume();
          return reply.status(status).send({ message });
        };
        if (!app.widget.ffmpeg || !app.widget.clips) return refuse(503, mediaMessages.processingUnavailable);
        const declared = contentLengthOf(request.headers["content-length"]);
        if (declared !== undefined && declared > MEDIA_LIMITS.uploadMaxBytes) {
          return refuse(413, mediaMessages.tooLarge);
        }
        if (!isUploadContentType(request.headers["content-type"])) {
          return refuse(415, widgetMessages.mediaUnsupported);
        }
        if (!payload || declared === 0) return refuse(400, widgetMessages.mediaMissing);
        // An account past its hour's uploads is refused before the database is asked again.
        if (fullHours.isFull(userId)) return refuse(...RESERVATION_REFUSALS.uploads);
        await deleteUnusedClips(request.log, userId);

        // The place is reserved before a byte of the body is read: the hour's count, the clip cap
        // and the quota hold however many uploads arrive at once (docs/decisions/0038-*.md).
        const storageKey = `${userId}/${randomUUID()}`;
        const reservation = await reserveUpload(db, { userId, storageKey, wantedBytes: declared });
        if (!reservation.ok) {
          if (reservation.fullForSeconds) fullHours.markFull(userId, reservation.fullForSeconds);
          const [status, message] = RESERVATION_REFUSALS[reservation.reason];
          return refuse(status, message);
        }
        // Until the upload is a clip or a counted refusal, every way out gives its place back and
        // deletes whatever bytes it left: none outlive their record.
        let settled = false;
        const folder = await fs.mkdtemp(path.join(os.tmpdir(), "avatalk-upload-"));
        try {
          const file = path.join(folder, "upload");
          let sizeBytes: number;
          try {
            sizeBytes = await receiveUpload(payload, reservation.reservedBytes, file);
          } catch (error) {
            if (!(error instanceof UploadTooLarge)) throw error;
            // A chunked body reserved what the quota left: past it, the quota is what refuses.
            const quota = declared === undefined && reservation.reservedBytes < MEDIA_LIMITS.uploadMaxBytes;
            return refuse(quota ? 409 : 413, quota ? mediaMessages.quotaExceeded : mediaMessages.tooLarge);
          }
          if (sizeBytes === 0) return refuse(400, widgetMessages.mediaMissing);
          const probe = await probeUpload(app.widget.ffmpeg, file);
          if (!probe.ok) {
            await markUploadRefused(db, reservation.id);
            settled = true;
            return refuse(probe.status, probe.message);
          }

          await store.put(storageKey, createReadStream(file));
          const row = await completeUpload(
            db,
            { id: reservation.id, userId },
            { contentType: "video/mp4", sizeBytes, storageKey, queued: true },
          );
          if (!row) return refuse(410, mediaMessages.accountGone);
          settled = true;
          app.widget.clips.wake();
          return reply.status(202).send(mediaOf(row));
        } catch (error) {
          if (!isClientAbort(error, request.raw)) throw error;
          // The client cancelled: logged as its doing, and answered nothing (nobody is listening).
          request.log.info({ mediaUpload: reservation.id }, "the client aborted its clip upload");
          reply.hijack();
          reply.raw.destroy();
          return reply;
        } finally {
          await fs.rm(folder, { recursive: true, force: true });
          if (!settled) await releaseUpload(request.log, reservation.id, storageKey);
        }
      },
    );
  });
};
