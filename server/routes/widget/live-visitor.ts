import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  LIVE_LIMITS,
  LiveEventCreated,
  LiveRequestBody,
  LiveRequestResult,
  LiveStreamQuery,
  LiveVisitorMessageBody,
  LiveVisitorTypingBody,
  liveMessages,
} from "#contracts/live-chat.ts";
import { z } from "#contracts/zod.ts";
import { refuse } from "#server/live/outcomes.ts";
import { lastEventIdOf, openSse } from "#server/live/sse.ts";
import {
  addVisitorMessage,
  agentOnline,
  conversationEventsAfter,
  currentRequestStart,
  liveEventOf,
  liveStateOf,
  requestPerson,
} from "#server/repositories/live-chat.ts";
import { agentIdsOf } from "#server/repositories/team.ts";
import { conversationFor } from "#server/repositories/widget-conversations.ts";
import type { WidgetAccount } from "#server/repositories/widget-settings.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";
import type { VisitorCall } from "./visitor-guard.ts";

type Guard = (call: VisitorCall) => (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function accountOf(request: FastifyRequest): WidgetAccount {
  if (!request.widgetAccount) throw new Error("the visitor guard let a request through without an account");
  return request.widgetAccount;
}

/**
 * The visitor's side of live chat (docs/live-chat.md): ask for a person, send messages and typing
 * signals by POST, and receive by server-sent events, resumed after the last id the client got.
 * Each call passes the widget's guards: key, allowed site, visitor token, per-address and
 * per-visitor limits.
 */
export async function liveVisitorRoutes(instance: FastifyInstance, visitor: Guard) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  /** Streams open per key and address in this process. */
  const openPerAddress = new Map<string, number>();

  app.post(
    apiPaths.liveRequest,
    {
      preHandler: visitor("handoff"),
      schema: { body: LiveRequestBody, response: { 200: LiveRequestResult, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const { userId } = accountOf(request);
      const requested = request.body.conversationId;
      if (!(await agentOnline(db, await agentIdsOf(db, userId)))) {
        return { status: "offline" as const, conversationId: requested ?? null, after: 0 };
      }
      const conversationId = await conversationFor(db, userId, request.body.language, requested);
      const outcome = await requestPerson(db, userId, conversationId);
      if (!outcome.ok) return refuse(reply, outcome.reason);
      if (outcome.value) {
        await app.live.bus.publish({
          type: "stored",
          accountId: userId,
          conversationId,
          id: outcome.value.id,
        });
      }
      const after = await currentRequestStart(db, conversationId);
      return { status: "waiting" as const, conversationId, after };
    },
  );

  app.post(
    apiPaths.liveVisitorMessages,
    {
      preHandler: visitor("live"),
      schema: { body: LiveVisitorMessageBody, response: { 201: LiveEventCreated, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const { userId } = accountOf(request);
      const { conversationId, body } = request.body;
      const outcome = await addVisitorMessage(db, userId, conversationId, body);
      if (!outcome.ok) return refuse(reply, outcome.reason);
      await app.live.bus.publish({ type: "stored", accountId: userId, conversationId, id: outcome.value.id });
      return reply.status(201).send({ id: outcome.value.id });
    },
  );

  app.post(
    apiPaths.liveVisitorTyping,
    {
      preHandler: visitor("live"),
      schema: { body: LiveVisitorTypingBody, response: { 204: z.null(), ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const { userId } = accountOf(request);
      const { conversationId } = request.body;
      const state = await liveStateOf(db, userId, conversationId);
      if (!state) return refuse(reply, "not-found");
      if (state.state === null || state.state === "closed") return refuse(reply, "not-live");
      await app.live.bus.publish({
        type: "typing",
        accountId: userId,
        conversationId,
        from: "visitor",
        agentName: null,
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    apiPaths.liveVisitorEvents,
    {
      preHandler: visitor("stream"),
      schema: { querystring: LiveStreamQuery, response: WIDGET_ERRORS },
    },
    async (request, reply) => {
      const { userId } = accountOf(request);
      const { conversationId, key } = request.query;
      const after = lastEventIdOf(request);
      if (after === null) {
        return reply.status(400).send({ message: liveMessages.lastEventIdInvalid } satisfies ApiError);
      }
      if (!(await liveStateOf(db, userId, conversationId))) return refuse(reply, "not-found");
      const slot = `${key}:${request.ip}`;
      const open = openPerAddress.get(slot) ?? 0;
      if (open >= LIVE_LIMITS.streamsPerAddress) {
        return reply.status(429).send({ message: liveMessages.tooManyStreams } satisfies ApiError);
      }
      openPerAddress.set(slot, open + 1);
      let detach = () => {};
      const connection = openSse(request, reply, () => {
        detach();
        const left = (openPerAddress.get(slot) ?? 1) - 1;
        if (left > 0) openPerAddress.set(slot, left);
        else openPerAddress.delete(slot);
      });
      detach = app.live.hub.attach(
        { side: "visitor", accountId: userId, conversationId },
        connection,
        after ?? 0,
        async (cursor) => (await conversationEventsAfter(db, conversationId, cursor)).map(liveEventOf),
      );
      // The client may have gone while the stream opened.
      if (connection.closed) detach();
      return reply;
    },
  );
}
