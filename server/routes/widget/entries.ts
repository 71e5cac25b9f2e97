import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  Entry,
  EntryBody,
  EntryList,
  EntryParams,
  WIDGET_LIMITS,
  widgetMessages,
} from "#contracts/widget/index.ts";
import { z } from "#contracts/zod.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import {
  countEntries,
  deleteEntry,
  entryOf,
  insertEntry,
  listEntries,
  updateEntry,
} from "#server/repositories/widget-entries.ts";
import { ownsMedia } from "#server/repositories/widget-media.ts";
import { findSettings } from "#server/repositories/widget-settings.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";
import { fieldError, notFound } from "./shared.ts";

/** The customer's knowledge base: every change drops the account's answer index, so answers follow it. */
export const widgetEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { answers } = app.widget;

  app.get(
    apiPaths.widgetEntries,
    { preHandler: app.requireUser, schema: { response: { 200: EntryList, ...WIDGET_ERRORS } } },
    async (request) => ({ entries: (await listEntries(db, userIdOf(request))).map(entryOf) }),
  );

  // A plain check, not a helper that sends the refusal: a Fastify reply is thenable, so awaiting
  // one that was sent yields undefined and the route went on to store the entry after its 400.
  app.post(
    apiPaths.widgetEntries,
    {
      preHandler: app.requireUser,
      schema: { body: EntryBody, response: { 201: Entry, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!(await ownsMedia(db, userId, request.body.mediaId))) {
        return fieldError(reply, "mediaId", widgetMessages.mediaNotFound);
      }
      if ((await countEntries(db, userId)) >= WIDGET_LIMITS.entriesPerAccount) {
        return reply.status(400).send({ message: widgetMessages.tooManyEntries });
      }
      const language = request.body.language ?? (await findSettings(db, userId)).language;
      const row = await insertEntry(db, userId, { ...request.body, language });
      answers.invalidate(userId);
      return reply.status(201).send(entryOf(row));
    },
  );

  app.put(
    apiPaths.widgetEntry,
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, body: EntryBody, response: { 200: Entry, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      if (!(await ownsMedia(db, userId, request.body.mediaId))) {
        return fieldError(reply, "mediaId", widgetMessages.mediaNotFound);
      }
      const row = await updateEntry(db, userId, request.params.id, request.body);
      if (!row) return notFound(reply, widgetMessages.entryNotFound);
      answers.invalidate(userId);
      return entryOf(row);
    },
  );

  app.delete(
    apiPaths.widgetEntry,
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, response: { 204: z.null(), ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const row = await deleteEntry(db, userId, request.params.id);
      if (!row) return notFound(reply, widgetMessages.entryNotFound);
      answers.invalidate(userId);
      return reply.status(204).send(null);
    },
  );
};
