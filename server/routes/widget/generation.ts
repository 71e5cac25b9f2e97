import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  GENERATION_LIMITS,
  GenerationBody,
  type GeneratorList,
  GeneratorList as GeneratorListSchema,
  GeneratorsQuery,
  generationMessages,
  type PORTRAIT_TYPES,
} from "#contracts/generation.ts";
import { Media, WIDGET_LIMITS, widgetMessages } from "#contracts/widget/index.ts";
import { z } from "#contracts/zod.ts";
import { estimatedSeconds } from "#server/generation/generate-clip.ts";
import { receiveToBuffer } from "#server/generation/portrait-upload.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import {
  countGenerationsSince,
  enqueueGeneration,
  findPortraitKey,
  insertGeneration,
  savePortraitKey,
} from "#server/repositories/generation-jobs.ts";
import { countMedia, mediaOf } from "#server/repositories/widget-media.ts";
import { MEDIA_ERRORS } from "#server/routes/error-responses.ts";
import { generationRefusal, planLimitsFor } from "#server/services/plans.ts";

/**
 * Video answers generated from text (docs/decisions/0042-generated-video-answers.md): the generators
 * this server offers with their presenters and voices, a clip started from a text (answered at once
 * with the clip "generating" and its "generation" job; that job and then the clip pipeline do the rest, and the
 * portal follows it like an upload), the portrait photo for the studio's own-photo presenter, and
 * HeyGen's webhook, which only makes the queue look sooner. The plan's minutes and voices are
 * checked before a generation starts (docs/decisions/0042-generated-video-answers.md).
 */
export const widgetGenerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    apiPaths.widgetGenerators,
    {
      preHandler: app.requireUser,
      schema: { querystring: GeneratorsQuery, response: { 200: GeneratorListSchema, ...MEDIA_ERRORS } },
    },
    async (request) => {
      const userId = userIdOf(request);
      const list: GeneratorList = { generators: [], unavailable: [] };
      for (const generator of app.generation.generators.values()) {
        try {
          const [presenters, voices] = await Promise.all([
            generator.presenters(userId),
            generator.voices(request.query.language),
          ]);
          list.generators.push({
            provider: generator.provider,
            name: PROVIDER_NAMES[generator.provider],
            synthetic: generator.provider === "studio",
            presenters,
            voices,
          });
        } catch (error) {
          request.log.warn(
            { err: error, provider: generator.provider },
            "a video provider could not be listed",
          );
          list.unavailable.push({ provider: generator.provider, message: generationMessages.listFailed });
        }
      }
      return list;
    },
  );

  app.post(
    apiPaths.widgetGenerations,
    {
      preHandler: app.requireUser,
      schema: { body: GenerationBody, response: { 202: Media, ...MEDIA_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const body = request.body;
      if (!app.generation.jobs) return reply.status(503).send({ message: generationMessages.unavailable });
      const generator = app.generation.generators.get(body.provider);
      if (!generator) return reply.status(400).send({ message: generationMessages.providerNotConfigured });
      // The studio's presenters and voices are known here; a provider's are checked by the provider.
      if (body.provider === "studio") {
        const presenters = await generator.presenters(userId);
        if (!presenters.some((presenter) => presenter.id === body.presenterId)) {
          return reply.status(400).send({ message: generationMessages.unknownPresenter });
        }
        const voices = await generator.voices(body.language);
        if (!voices.some((voice) => voice.id === body.voiceId)) {
          return reply.status(400).send({ message: generationMessages.unknownVoice });
        }
      }
      // A plan without various voices speaks each language with its default voice (the first offered).
      const limits = await planLimitsFor(db, userId);
      if (limits && !limits.variousVoices) {
        const [defaultVoice] = await generator.voices(body.language);
        if (defaultVoice && defaultVoice.id !== body.voiceId) {
          return reply.status(400).send({ message: generationMessages.defaultVoiceOnly(defaultVoice.name) });
        }
      }
      if ((await countMedia(db, userId)) >= WIDGET_LIMITS.mediaPerAccount) {
        return reply.status(409).send({ message: widgetMessages.tooManyClips });
      }
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
      if ((await countGenerationsSince(db, userId, hourAgo)) >= GENERATION_LIMITS.generationsPerHour) {
        return reply.status(429).send({ message: generationMessages.tooManyGenerations });
      }
      const refusal = await generationRefusal(db, userId, estimatedSeconds(body.text));
      if (refusal) return reply.status(409).send({ message: refusal });
      // The row and its job commit together: no clip waits without a job to make it.
      const row = await db.transaction(async (tx) => {
        const inserted = await insertGeneration(tx, userId, body);
        await enqueueGeneration(tx, inserted);
        return inserted;
      });
      return reply.status(202).send(mediaOf(row));
    },
  );

  // The portrait photo: raw JPEG or PNG bytes as the body, like a clip upload.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
    uploads.put(
      apiPaths.widgetPortrait,
      {
        onRequest: app.requireUser,
        bodyLimit: GENERATION_LIMITS.portraitMaxBytes,
        schema: { response: { 204: z.null(), ...MEDIA_ERRORS } },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const payload = request.body as Readable | undefined;
        const received = payload
          ? await receiveToBuffer(payload, GENERATION_LIMITS.portraitMaxBytes)
          : undefined;
        if (received === "too-large")
          return reply.status(413).send({ message: generationMessages.portraitTooLarge });
        if (!received || !isJpegOrPng(received)) {
          return reply.status(415).send({ message: generationMessages.portraitNotImage });
        }
        const key = `${userId}/portrait-${randomUUID()}`;
        await app.widget.media.put(key, Readable.from([received]));
        const previous = await savePortraitKey(db, userId, key);
        if (previous) {
          await app.widget.media.delete(previous).catch((error: unknown) => {
            request.log.warn({ err: error }, "could not delete the previous portrait");
          });
        }
        return reply.status(204).send(null);
      },
    );
  });

  app.get(
    apiPaths.widgetPortrait,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: z.object({ present: z.boolean() }), ...MEDIA_ERRORS } },
    },
    async (request) => ({ present: Boolean(await findPortraitKey(db, userIdOf(request))) }),
  );

  // The portrait itself, so the portal can show the customer which photo their presenter is made from.
  app.get(
    apiPaths.widgetPortraitPhoto,
    { preHandler: app.requireUser, schema: { response: MEDIA_ERRORS } },
    async (request, reply) => {
      const key = await findPortraitKey(db, userIdOf(request));
      const size = key ? await app.widget.media.size(key) : undefined;
      if (!key || size === undefined)
        return reply.status(404).send({ message: generationMessages.noPortrait });
      const bytes = await receiveToBuffer(
        await app.widget.media.read(key),
        GENERATION_LIMITS.portraitMaxBytes,
      );
      if (bytes === "too-large") return reply.status(404).send({ message: generationMessages.noPortrait });
      // The photo's bytes, not JSON: the schema describes only the refusals.
      return (reply as FastifyReply)
        .type(photoTypeOf(bytes))
        .header("cache-control", "private, no-cache")
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );

  app.post(
    apiPaths.heygenWebhook,
    { schema: { response: { 200: z.object({ received: z.boolean() }) } } },
    async () => {
      // Nothing in the event is trusted: it only makes the queue look for due generations now.
      app.generation.jobs?.wake();
      return { received: true };
    },
  );
};

const PROVIDER_NAMES = { studio: "Avatalk studio", heygen: "HeyGen", did: "D-ID" } as const;

const isJpeg = (bytes: Buffer) =>
  bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
const isPng = (bytes: Buffer) =>
  bytes.length > 8 &&
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A) by their first bytes. */
function isJpegOrPng(bytes: Buffer): boolean {
  return isJpeg(bytes) || isPng(bytes);
}

/** A stored portrait's type, read from its bytes as the upload checked them. */
function photoTypeOf(bytes: Buffer): (typeof PORTRAIT_TYPES)[number] {
  return isPng(bytes) ? "image/png" : "image/jpeg";
}
