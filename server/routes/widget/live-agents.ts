import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  LiveAgentMessageBody,
  LiveAvailabilityBody,
  LiveAvailabilityState,
  LiveConversation,
  LiveEventCreated,
  LiveInbox,
  liveMessages,
} from "#contracts/live-chat.ts";
import { EntryParams } from "#contracts/widget/index.ts";
import { z } from "#contracts/zod.ts";
import { refuse } from "#server/live/outcomes.ts";
import { lastEventIdOf, openSse } from "#server/live/sse.ts";
import { accessOfRequest, signedInUser } from "#server/plugins/auth.ts";
import {
  accountEventsAfter,
  addAgentMessage,
  availabilityOf,
  claimConversation,
  closeConversation,
  latestAccountEventId,
  liveConversation,
  liveEventOf,
  liveStateOf,
  openConversations,
  setAvailability,
} from "#server/repositories/live-chat.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";

/**
 * The agent behind a request and the account whose conversations they answer: their own, or for a
 * teammate the account that invited them (decision 0053). Every query below is scoped to it.
 */
function agentOf(request: FastifyRequest) {
  const user = signedInUser(request);
  return { accountId: accessOfRequest(request).accountId, agent: { id: user.id, name: user.fullName } };
}

/**
 * The agents' inbox (docs/live-chat.md): open conversations, one opened whole, claim, answer, typing,
 * close, availability, and a server-sent event stream of the account's rows after the last id seen.
 */
export const liveAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const stored = (accountId: string, conversationId: string, id: number) =>
    app.live.bus.publish({ type: "stored", accountId, conversationId, id });

  app.get(
    apiPaths.liveInbox,
    { preHandler: app.requireAgent, schema: { response: { 200: LiveInbox, ...WIDGET_ERRORS } } },
    async (request) => {
      const { accountId } = agentOf(request);
      // The cursor first: a row added between the two reads is sent again by the stream, never lost.
      const cursor = await latestAccountEventId(db, accountId);
      const conversations = await openConversations(db, accountId);
      return {
        conversations,
        waiting: conversations.filter((conversation) => conversation.state === "waiting").length,
        cursor,
      };
    },
  );

  app.get(
    apiPaths.liveConversation,
    {
      preHandler: app.requireAgent,
      schema: { params: EntryParams, response: { 200: LiveConversation, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const { accountId } = agentOf(request);
      const conversation = await liveConversation(db, accountId, request.params.id);
      if (!conversation) return refuse(reply, "not-found");
      return conversation;
    },
  );

  app.post(
    apiPaths.liveClaim,
    {
      preHandler: app.requireAgent,
      schema: { params: EntryParams, response: { 200: LiveConversation, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const { accountId, agent } = agentOf(request);
      const conversationId = request.params.id;
      const outcome = await claimConversation(db, accountId, conversationId, agent);
      if (!outcome.ok) return refuse(reply, outcome.reason);
      if (outcome.value) await stored(accountId, conversationId, outcome.value.id);
      const conversation = await liveConversation(db, accountId, conversationId);
      if (!conversation) return refuse(reply, "not-found");
      return conversation;
    },
  );

  app.post(
    apiPaths.liveAgentMessages,
    {
      preHandler: app.requireAgent,
      schema: {
        params: EntryParams,
        body: LiveAgentMessageBody,
        response: { 201: LiveEventCreated, ...WIDGET_ERRORS },
      },
    },
    async (request, reply) => {
      const { accountId, agent } = agentOf(request);
      const conversationId = request.params.id;
      const outcome = await addAgentMessage(db, accountId, conversationId, agent, request.body.body);
      if (!outcome.ok) return refuse(reply, outcome.reason);
      await stored(accountId, conversationId, outcome.value.id);
      return reply.status(201).send({ id: outcome.value.id });
    },
  );

  app.post(
    apiPaths.liveAgentTyping,
    {
      preHandler: app.requireAgent,
      schema: { params: EntryParams, response: { 204: z.null(), ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const { accountId, agent } = agentOf(request);
      const conversationId = request.params.id;
      const state = await liveStateOf(db, accountId, conversationId);
      if (!state) return refuse(reply, "not-found");
      if (state.state !== "claimed" || state.agentId !== agent.id) return refuse(reply, "not-claimed");
      await app.live.bus.publish({
        type: "typing",
        accountId,
        conversationId,
        from: "agent",
        agentName: agent.name,
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    apiPaths.liveClose,
    {
      preHandler: app.requireAgent,
      schema: { params: EntryParams, response: { 200: LiveConversation, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const { accountId, agent } = agentOf(request);
      const conversationId = request.params.id;
      const outcome = await closeConversation(db, accountId, conversationId, agent);
      if (!outcome.ok) return refuse(reply, outcome.reason);
      if (outcome.value) await stored(accountId, conversationId, outcome.value.id);
      const conversation = await liveConversation(db, accountId, conversationId);
      if (!conversation) return refuse(reply, "not-found");
      return conversation;
    },
  );

  app.get(
    apiPaths.liveAvailability,
    { preHandler: app.requireAgent, schema: { response: { 200: LiveAvailabilityState, ...WIDGET_ERRORS } } },
    async (request) => ({ status: await availabilityOf(db, agentOf(request).agent.id) }),
  );

  app.put(
    apiPaths.liveAvailability,
    {
      preHandler: app.requireAgent,
      schema: { body: LiveAvailabilityBody, response: { 200: LiveAvailabilityState, ...WIDGET_ERRORS } },
    },
    async (request) => {
      await setAvailability(db, agentOf(request).agent.id, request.body.status);
      return { status: request.body.status };
    },
  );

  app.get(
    apiPaths.liveAgentEvents,
    { preHandler: app.requireAgent, schema: { response: WIDGET_ERRORS } },
    async (request, reply) => {
      const { accountId, agent } = agentOf(request);
      const after = lastEventIdOf(request);
      if (after === null) {
        return reply.status(400).send({ message: liveMessages.lastEventIdInvalid } satisfies ApiError);
      }
      // Without an id the inbox has just listed everything: the stream starts from now.
      const cursor = after ?? (await latestAccountEventId(db, accountId));
      let detach = () => {};
      const connection = openSse(request, reply, () => detach());
      detach = app.live.hub.attach(
        { side: "agent", accountId, agentId: agent.id },
        connection,
        cursor,
        async (from) => (await accountEventsAfter(db, accountId, from)).map(liveEventOf),
      );
      if (connection.closed) detach();
      return reply;
    },
  );
};
