import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MarkHandledBody } from "#contracts/admin.ts";
import type { ApiError } from "#contracts/api-error.ts";
import {
  Entry,
  EntryBody,
  type EntryFields,
  EntryList,
  EntryParams,
  Handoff,
  HandoffList,
  INSIGHTS_DAYS,
  Insights,
  Media,
  Settings,
  SettingsBody,
  TranscriptList,
  WIDGET_LIMITS,
  type WidgetLanguage,
  widgetMessages,
} from "#contracts/widget.ts";
import { z } from "#contracts/zod.ts";
import type { Database } from "#server/db/client.ts";
import { conversationFigures, recentTranscripts } from "#server/repositories/widget-conversations.ts";
import {
  countEntries,
  deleteEntry,
  type EntryRecord,
  insertEntry,
  listEntries,
  updateEntry,
} from "#server/repositories/widget-entries.ts";
import {
  countHandoffsSince,
  type HandoffRecord,
  listHandoffs,
  setHandoffHandled,
} from "#server/repositories/widget-handoffs.ts";
import {
  countMedia,
  deleteUnusedMedia,
  findMedia,
  insertMedia,
  listMedia,
  type MediaRecord,
} from "#server/repositories/widget-media.ts";
import { findSettings, saveSettings } from "#server/repositories/widget-settings.ts";
import { SNIFF_BYTES, sniffMediaType } from "#server/widget/media-type.ts";
import { errorResponses, notFound, sendMedia, userIdOf } from "./shared.ts";

function handoffOf(row: HandoffRecord): Handoff {
  return {
    id: row.id,
    email: row.email,
    question: row.question,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

function entryOf(row: EntryRecord): Entry {
  return {
    id: row.id,
    title: row.title,
    questions: row.questions,
    answer: row.answer,
    language: row.language,
    mediaId: row.mediaId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function mediaOf(row: MediaRecord): Media {
  return {
    id: row.id,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A 400 on one field, shaped like a schema failure so the portal's form shows it on its field. */
function fieldError(reply: FastifyReply, field: string, message: string) {
  return reply.status(400).send({ message, fieldErrors: { [field]: [message] } } satisfies ApiError);
}

/** A clip named by an entry or the settings must be one of the account's own. */
async function ownsMedia(db: Database, userId: string, mediaId: string | null | undefined) {
  return !mediaId || Boolean(await findMedia(db, userId, mediaId));
}

/** The body types a clip upload may be sent as: the bytes decide what it is, not this header. */
const UPLOAD_CONTENT_TYPES = new Set(["video/mp4", "video/webm", "application/octet-stream"]);

/** Whether a request's Content-Type announces a file's bytes, parameters aside. */
function isUploadContentType(header: string | undefined): boolean {
  const mediaType = header?.split(";", 1)[0]?.trim().toLowerCase();
  return mediaType !== undefined && UPLOAD_CONTENT_TYPES.has(mediaType);
}

class UploadTooLarge extends Error {}

/** How long a clip that nothing uses is kept: one uploaded in an entry dialog waits there until saved. */
const UNUSED_CLIP_GRACE_MS = 60 * 60 * 1000;
/** How many of the most asked unanswered questions the insights list. */
const TOP_UNANSWERED = 10;

/**
 * The customer's widget API (the portal uses it): knowledge-base entries, settings, clips and the
 * handoff inbox. Every route needs a signed-in account and touches only that account's rows.
 */
export const widgetCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { media: store, answers } = app.widget;

  /**
   * Of the most asked questions that went unanswered, those the knowledge base still does not
   * answer: one an entry written since now answers is no longer one to write.
   */
  const stillUnanswered = async (
    userId: string,
    asked: readonly { question: string; count: number; language: WidgetLanguage }[],
  ) => {
    const left: { question: string; count: number }[] = [];
    for (const { question, count, language } of asked) {
      if (left.length === TOP_UNANSWERED) break;
      const { answer } = await answers.answer(userId, language, question);
      if (!answer) left.push({ question, count });
    }
    return left;
  };

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
    "/api/widget/entries",
    { preHandler: app.requireUser, schema: { response: { 200: EntryList, ...errorResponses } } },
    async (request) => ({ entries: (await listEntries(db, userIdOf(request))).map(entryOf) }),
  );

  // A plain check, not a helper that sends the refusal: a Fastify reply is thenable, so awaiting
  // one that was sent yields undefined and the route went on to store the entry after its 400.
  const clipIsOwn = (userId: string, fields: EntryFields) => ownsMedia(db, userId, fields.mediaId);

  app.post(
    "/api/widget/entries",
    {
      preHandler: app.requireUser,
      schema: { body: EntryBody, response: { 201: Entry, ...errorResponses } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!(await clipIsOwn(userId, request.body))) {
        return fieldError(reply, "mediaId", widgetMessages.mediaNotFound);
      }
      if ((await countEntries(db, userId)) >= WIDGET_LIMITS.entriesPerAccount) {
        return reply.status(400).send({ message: widgetMessages.tooManyEntries });
      }
      const row = await insertEntry(db, userId, request.body);
      answers.invalidate(userId);
      return reply.status(201).send(entryOf(row));
    },
  );

  app.put(
    "/api/widget/entries/:id",
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, body: EntryBody, response: { 200: Entry, ...errorResponses } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!(await clipIsOwn(userId, request.body))) {
        return fieldError(reply, "mediaId", widgetMessages.mediaNotFound);
      }
      const row = await updateEntry(db, userId, request.params.id, request.body);
      if (!row) return notFound(reply, widgetMessages.entryNotFound);
      answers.invalidate(userId);
      return entryOf(row);
    },
  );

  app.delete(
    "/api/widget/entries/:id",
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, response: { 204: z.null(), ...errorResponses } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const row = await deleteEntry(db, userId, request.params.id);
      if (!row) return notFound(reply, widgetMessages.entryNotFound);
      answers.invalidate(userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/widget/settings",
    { preHandler: app.requireUser, schema: { response: { 200: Settings, ...errorResponses } } },
    async (request) => findSettings(db, userIdOf(request)),
  );

  app.put(
    "/api/widget/settings",
    {
      preHandler: app.requireUser,
      schema: { body: SettingsBody, response: { 200: Settings, ...errorResponses } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!(await ownsMedia(db, userId, request.body.avatarMediaId))) {
        return fieldError(reply, "avatarMediaId", widgetMessages.mediaNotFound);
      }
      const allowedOrigins = [...new Set(request.body.allowedOrigins)];
      return saveSettings(db, userId, { ...request.body, allowedOrigins });
    },
  );

  app.get(
    "/api/widget/insights",
    { preHandler: app.requireUser, schema: { response: { 200: Insights, ...errorResponses } } },
    async (request) => {
      const userId = userIdOf(request);
      const since = new Date(Date.now() - INSIGHTS_DAYS * 24 * 60 * 60 * 1000);
      const [{ topUnanswered, ...figures }, handedOff] = await Promise.all([
        // More than are shown: some may have an answer by now.
        conversationFigures(db, userId, since, TOP_UNANSWERED * 3),
        countHandoffsSince(db, userId, since),
      ]);
      return {
        since: since.toISOString(),
        ...figures,
        topUnanswered: await stillUnanswered(userId, topUnanswered),
        handedOff,
        deflectionRate: figures.questions === 0 ? null : figures.answered / figures.questions,
      };
    },
  );

  app.get(
    "/api/widget/conversations",
    { preHandler: app.requireUser, schema: { response: { 200: TranscriptList, ...errorResponses } } },
    async (request) => ({
      conversations: (await recentTranscripts(db, userIdOf(request))).map((conversation) => ({
        id: conversation.id,
        language: conversation.language,
        createdAt: conversation.createdAt.toISOString(),
        messages: conversation.messages.map((message) => ({
          question: message.question,
          answered: message.answered,
          entryTitle: message.entryTitle,
          createdAt: message.createdAt.toISOString(),
        })),
      })),
    }),
  );

  app.get(
    "/api/widget/handoffs",
    { preHandler: app.requireUser, schema: { response: { 200: HandoffList, ...errorResponses } } },
    async (request) => ({
      handoffs: (await listHandoffs(db, userIdOf(request))).map(handoffOf),
    }),
  );

  app.patch(
    "/api/widget/handoffs/:id",
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, body: MarkHandledBody, response: { 200: Handoff, ...errorResponses } },
    },
    async (request, reply) => {
      const row = await setHandoffHandled(db, userIdOf(request), request.params.id, request.body.handled);
      if (!row) return notFound(reply, widgetMessages.handoffNotFound);
      return handoffOf(row);
    },
  );

  app.get(
    "/api/widget/media",
    {
      preHandler: app.requireUser,
      schema: { response: { 200: z.object({ media: z.array(Media) }), ...errorResponses } },
    },
    async (request) => ({ media: (await listMedia(db, userIdOf(request))).map(mediaOf) }),
  );

  app.get(
    "/api/widget/media/:id",
    { preHandler: app.requireUser, schema: { params: EntryParams, response: errorResponses } },
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
      "/api/widget/media",
      {
        // Signed in before a byte of the body is read.
        onRequest: app.requireUser,
        schema: { response: { 201: Media, ...errorResponses } },
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

        // Read until the first bytes are known, then decide by them.
        const iterator = payload[Symbol.asyncIterator]();
        const head: Buffer[] = [];
        let headLength = 0;
        let ended = false;
        while (headLength < SNIFF_BYTES) {
          const next = await iterator.next();
          if (next.done) {
            ended = true;
            break;
          }
          const chunk = Buffer.from(next.value as Buffer);
          head.push(chunk);
          headLength += chunk.length;
        }
        if (headLength === 0) return reply.status(400).send({ message: widgetMessages.mediaMissing });
        const contentType = sniffMediaType(Buffer.concat(head));
        if (!contentType) {
          payload.resume();
          return reply.status(415).send({ message: widgetMessages.mediaUnsupported });
        }

        let sizeBytes = 0;
        async function* limited() {
          for (const chunk of head) {
            sizeBytes += chunk.length;
            yield chunk;
          }
          if (ended) return;
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
            sizeBytes += (next.value as Buffer).length;
            if (sizeBytes > WIDGET_LIMITS.mediaMaxBytes) throw new UploadTooLarge();
            yield next.value as Buffer;
          }
        }
        const storageKey = `${userId}/${randomUUID()}`;
        try {
          await store.put(storageKey, Readable.from(limited()));
        } catch (error) {
          if (error instanceof UploadTooLarge) {
            payload.resume();
            return reply.status(413).send({ message: widgetMessages.mediaTooLarge });
          }
          throw error;
        }
        const row = await insertMedia(db, { userId, contentType, sizeBytes, storageKey });
        return reply.status(201).send(mediaOf(row));
      },
    );
  });
};
