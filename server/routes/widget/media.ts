import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/paths.ts";
import { EntryParams, Media, WIDGET_LIMITS, widgetMessages } from "#contracts/widget.ts";
import { z } from "#contracts/zod.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import {
  countMedia,
  deleteUnusedMedia,
  findMedia,
  insertMedia,
  listMedia,
  mediaOf,
} from "#server/repositories/widget-media.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";
import { isUploadContentType, sniffUpload, UploadTooLarge } from "#server/widget/upload.ts";
import { notFound, sendMedia } from "./shared.ts";

/** How long a clip that nothing uses is kept: one uploaded in an entry dialog waits there until saved. */
const UNUSED_CLIP_GRACE_MS = 60 * 60 * 1000;

/** The customer's clips: listed, played back (with ranges) and uploaded as raw bytes. */
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
      schema: { response: { 200: z.object({ media: z.array(Media) }), ...WIDGET_ERRORS } },
    },
    async (request) => ({ media: (await listMedia(db, userIdOf(request))).map(mediaOf) }),
  );

  app.get(
    apiPaths.widgetMediaItem,
    { preHandler: app.requireUser, schema: { params: EntryParams, response: WIDGET_ERRORS } },
    async (request, reply) => {
      const media = await findMedia(db, userIdOf(request), request.params.id);
      if (!media) return notFound(reply, widgetMessages.mediaNotFound);
      return sendMedia(request, reply, store, media);
    },
  );

  // Uploads: the raw bytes as the body (not multipart), streamed to the store while they arrive.
  await app.register(async (uploads) => {
    // Every body reaches the handler unread, whatever its type: the app's JSON parser would hand it
    // a parsed document instead of a stream, and Fastify's own 415 would ask for JSON.
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    uploads.post(
      apiPaths.widgetMedia,
      {
        // Signed in before a byte of the body is read.
        onRequest: app.requireUser,
        schema: { response: { 201: Media, ...WIDGET_ERRORS } },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const declared = Number(request.headers["content-length"]);
        if (declared > WIDGET_LIMITS.mediaMaxBytes) {
          return reply.status(413).send({ message: widgetMessages.mediaTooLarge });
        }
        const payload = request.body as Readable | undefined;
        if (!isUploadContentType(request.headers["content-type"])) {
          payload?.resume();
          return reply.status(415).send({ message: widgetMessages.mediaUnsupported });
        }
        if (!payload) return reply.status(400).send({ message: widgetMessages.mediaMissing });
        await deleteUnusedClips(request.log, userId);
        if ((await countMedia(db, userId)) >= WIDGET_LIMITS.mediaPerAccount) {
          payload.resume();
          return reply.status(409).send({ message: widgetMessages.tooManyClips });
        }

        const upload = await sniffUpload(payload, WIDGET_LIMITS.mediaMaxBytes);
        if (upload === "empty") return reply.status(400).send({ message: widgetMessages.mediaMissing });
        if (upload === "unsupported") {
          payload.resume();
          return reply.status(415).send({ message: widgetMessages.mediaUnsupported });
        }
        const storageKey = `${userId}/${randomUUID()}`;
        try {
          await store.put(storageKey, upload.body);
        } catch (error) {
          if (error instanceof UploadTooLarge) {
            payload.resume();
            return reply.status(413).send({ message: widgetMessages.mediaTooLarge });
          }
          throw error;
        }
        const { contentType } = upload;
        const row = await insertMedia(db, { userId, contentType, sizeBytes: upload.sizeBytes(), storageKey });
        return reply.status(201).send(mediaOf(row));
      },
    );
  });
};
