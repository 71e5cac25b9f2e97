import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "#contracts/api-error.ts";
import { IDEMPOTENCY_KEY_HEADER, isValidIdempotencyKey } from "#contracts/idempotency.ts";
import { messages } from "#contracts/messages.ts";
import type { Database } from "#server/db/client.ts";
import {
  findAnswer,
  forgetExpiredAnswer,
  type IdempotencyEntry,
} from "#server/repositories/idempotency-keys.ts";

export type Answer<Body> = { status: number; body: Body };

/** PostgreSQL's unique_violation, from node-postgres or PGlite, bare or wrapped by Drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const hashOf = (body: unknown) =>
  createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");

export type IdempotentWrite<Body> = {
  /** The answer, known before the write: the server chooses the new rows' ids. */
  answer: Answer<Body>;
  /**
   * Runs the write, storing `remember` (the answer under its key, when the request has one)
   * atomically with it; a stored answer under the same key must make it fail with a unique
   * violation (the primary key of idempotency_keys does).
   */
  commit: (remember: IdempotencyEntry | undefined) => Promise<void>;
};

/**
 * Runs a write and answers with its answer, exactly once per `Idempotency-Key` (the reliability
 * issue; the IETF draft "The Idempotency-Key HTTP Header Field"). The answer is stored by the same
 * statement as the rows, so it exists if and only if they do: a client that lost the first answer to
 * a crash or a dropped connection retries with the same key and gets that answer again, marked
 * `Idempotent-Replayed: true`, and nothing is stored twice. Without the header the write simply
 * runs. The same key with a different body is refused with 422.
 */
export async function answerOnce<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  write: IdempotentWrite<Body>,
): Promise<FastifyReply> {
  const { answer } = write;
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) {
    await write.commit(undefined);
    return reply.status(answer.status).send(answer.body);
  }
  const key = Array.isArray(header) ? undefined : header;
  if (key === undefined || !isValidIdempotencyKey(key)) {
    return reply.status(400).send({ message: messages.api.invalidIdempotencyKey } satisfies ApiError);
  }
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = hashOf(request.body);

  // Resolves to whether it answered. (Not the reply itself: a reply is thenable, and awaiting it
  // yields undefined, which would let a replayed request run its write a second time.)
  const replay = async (): Promise<boolean> => {
    const stored = await findAnswer(db, scope, key);
    if (!stored) return false;
    if (stored.expired) {
      await forgetExpiredAnswer(db, scope, key);
      return false;
    }
    if (stored.requestHash !== requestHash) {
      reply.status(422).send({ message: messages.api.idempotencyKeyReused } satisfies ApiError);
      return true;
    }
    request.log.info({ scope }, "idempotent request replayed");
    reply.header("idempotent-replayed", "true").status(stored.status).send(stored.response);
    return true;
  };

  if (await replay()) return reply;
  try {
    await write.commit({ scope, key, requestHash, status: answer.status, response: answer.body });
    return reply.status(answer.status).send(answer.body);
  } catch (error) {
    // The same key arrived twice at once: the other request committed first, so this one's write
    // failed whole and it answers with what the other stored.
    if (isUniqueViolation(error) && (await replay())) return reply;
    throw error;
  }
}
