import type { FastifyReply } from "fastify";
import type { ApiError } from "#contracts/api-error.ts";
import { liveMessages } from "#contracts/live-chat.ts";
import type { Refusal } from "#server/repositories/live-chat.ts";

const REFUSALS: Record<Refusal, { status: 404 | 409; message: string }> = {
  "not-found": { status: 404, message: liveMessages.conversationNotFound },
  "not-live": { status: 409, message: liveMessages.notLive },
  closed: { status: 409, message: liveMessages.closed },
  "claimed-by-other": { status: 409, message: liveMessages.claimedByOther },
  "not-claimed": { status: 409, message: liveMessages.notClaimed },
};

/** A live call the conversation's state refuses: 404 or 409 with the reason in words. */
export function refuse(reply: FastifyReply, reason: Refusal) {
  const { status, message } = REFUSALS[reason];
  return reply.status(status).send({ message } satisfies ApiError);
}
