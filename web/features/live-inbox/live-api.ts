import { queryOptions } from "@tanstack/react-query";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import {
  type LiveAvailability,
  LiveAvailabilityState,
  LiveConversation,
  LiveEventCreated,
  LiveInbox,
} from "#contracts/live-chat.ts";
import { z } from "#contracts/zod.ts";
import { withSession } from "#web/features/auth/auth-api.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** The agents' live chat API (docs/live-chat.md), each call renewing an expired access token once. */
const call = <T extends z.ZodType>(path: string, schema: T, options?: Parameters<typeof apiFetch>[2]) =>
  withSession(() => apiFetch(path, schema, options));

export const liveInboxQuery = queryOptions({
  queryKey: ["live", "inbox"],
  queryFn: ({ signal }) => call(apiPaths.liveInbox, LiveInbox, { signal }),
});

export const liveConversationQuery = (id: string) =>
  queryOptions({
    queryKey: ["live", "conversation", id],
    queryFn: ({ signal }) => call(fillPath(apiPaths.liveConversation, { id }), LiveConversation, { signal }),
  });

export const availabilityQuery = queryOptions({
  queryKey: ["live", "availability"],
  queryFn: ({ signal }) => call(apiPaths.liveAvailability, LiveAvailabilityState, { signal }),
});

export const liveApi = {
  setAvailability: (status: LiveAvailability) =>
    call(apiPaths.liveAvailability, LiveAvailabilityState, { method: "PUT", body: { status } }),
  claim: (id: string) => call(fillPath(apiPaths.liveClaim, { id }), LiveConversation, { method: "POST" }),
  close: (id: string) => call(fillPath(apiPaths.liveClose, { id }), LiveConversation, { method: "POST" }),
  send: (id: string, body: string) =>
    call(fillPath(apiPaths.liveAgentMessages, { id }), LiveEventCreated, { method: "POST", body: { body } }),
  typing: (id: string) =>
    call(fillPath(apiPaths.liveAgentTyping, { id }), z.null(), { method: "POST", successStatus: 204 }).catch(
      () => null,
    ),
};
