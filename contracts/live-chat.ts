import { formBody, multiLineText } from "./form-fields.ts";
import { LIVE_LIMITS, WIDGET_LANGUAGES } from "./widget/frame.ts";
import { z } from "./zod.ts";

/**
 * Live chat between a visitor and the customer's team (docs/live-chat.md, decision 0043): the
 * states of a conversation, what its stream carries, and the bodies of its calls.
 */

/** A conversation's live state: null (only the assistant so far), then these. */
export const LIVE_STATES = ["waiting", "claimed", "closed"] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** What a row of a live conversation is: a message of either side, or a change of state. */
export const LIVE_MESSAGE_KINDS = ["visitor", "agent", "waiting", "claimed", "closed"] as const;
export type LiveMessageKind = (typeof LIVE_MESSAGE_KINDS)[number];

/** Its limits and stream events are in the widget frame's contract, which the panel reads without zod. */
export { LIVE_EVENTS, LIVE_LIMITS } from "./widget/frame.ts";

export const LIVE_AVAILABILITY = ["online", "away"] as const;
export type LiveAvailability = (typeof LIVE_AVAILABILITY)[number];

export const liveMessages = {
  conversationNotFound: "This conversation does not exist.",
  notLive: "Ask for a person first: this conversation is with the assistant.",
  closed: "This conversation was closed. Ask again to reach the team.",
  claimedByOther: "Another teammate has already taken this conversation.",
  notClaimed: "Take the conversation before answering it.",
  lastEventIdInvalid: "Last-Event-ID must be the id of an event this stream sent.",
  tooManyStreams: "Too many open conversations from this address. Close a tab and try again.",
} as const;

const Id = z.uuid();
const WidgetKeyText = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, { error: "This widget key is not valid." });
const MessageText = multiLineText("Message", LIVE_LIMITS.messageMax);

/** One row of a live conversation as both sides' streams send it. */
export const LiveEvent = z.object({
  id: z.number().int().positive(),
  conversationId: Id,
  kind: z.enum(LIVE_MESSAGE_KINDS),
  body: z.string().nullable(),
  /** The agent's name on their messages and on "claimed". */
  agentName: z.string().nullable(),
  createdAt: z.string(),
});
export type LiveEvent = z.infer<typeof LiveEvent>;

/** Someone is typing: sent on the stream without an id (nothing to resume), never stored. */
export const LiveTyping = z.object({
  conversationId: Id,
  from: z.enum(["visitor", "agent"]),
  agentName: z.string().nullable(),
});
export type LiveTyping = z.infer<typeof LiveTyping>;

/* The visitor's side: the frame's calls, with the widget's key like every public call. */

export const LiveRequestBody = formBody({
  key: WidgetKeyText,
  language: z.enum(WIDGET_LANGUAGES),
  conversationId: Id.optional(),
});
export const LiveRequestResult = z.object({
  /** waiting: a person will answer here; offline: nobody is online, the e-mail form instead. */
  status: z.enum(["waiting", "offline"]),
  conversationId: Id.nullable(),
  /**
   * The stream's Last-Event-ID for this request: the row before its "waiting", so a conversation
   * asked for again after it was closed does not show the earlier chat's end again.
   */
  after: z.number().int().nonnegative(),
});
export type LiveRequestResult = z.infer<typeof LiveRequestResult>;

export const LiveVisitorMessageBody = formBody({ key: WidgetKeyText, conversationId: Id, body: MessageText });
export const LiveVisitorTypingBody = formBody({ key: WidgetKeyText, conversationId: Id });
export const LiveStreamQuery = z.object({ key: WidgetKeyText, conversationId: Id });
export const LiveEventCreated = z.object({ id: z.number().int().positive() });

/* The agents' side: the portal's inbox. */

export const LiveAgentMessageBody = formBody({ body: MessageText });
export const LiveAvailabilityBody = formBody({ status: z.enum(LIVE_AVAILABILITY) });
export const LiveAvailabilityState = z.object({ status: z.enum(LIVE_AVAILABILITY) });

export const LiveSummary = z.object({
  id: Id,
  state: z.enum(LIVE_STATES),
  language: z.enum(WIDGET_LANGUAGES),
  liveAt: z.string(),
  /** The agent who has it; null while it waits. */
  agentName: z.string().nullable(),
  /** The latest message of either side, to show in the list. */
  lastMessage: z.string().nullable(),
});
export type LiveSummary = z.infer<typeof LiveSummary>;

export const LiveInbox = z.object({
  conversations: z.array(LiveSummary),
  /** Visitors waiting for a person now. */
  waiting: z.number().int().nonnegative(),
  /** The account's latest event id: the inbox's stream starts after it (Last-Event-ID). */
  cursor: z.number().int().nonnegative(),
});
export type LiveInbox = z.infer<typeof LiveInbox>;

export const LiveConversation = LiveSummary.extend({
  /** What the visitor asked the assistant before, and what answered (the entry, its clip). */
  transcript: z.array(
    z.object({
      question: z.string(),
      answered: z.boolean(),
      entryTitle: z.string().nullable(),
      hadClip: z.boolean(),
      createdAt: z.string(),
    }),
  ),
  events: z.array(LiveEvent),
});
export type LiveConversation = z.infer<typeof LiveConversation>;
