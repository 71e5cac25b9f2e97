import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "#contracts/api-error.ts";
import { IDEMPOTENCY_KEY_HEADER, isValidIdempotencyKey } from "#contracts/idempotency.ts";
import { messages } from "#contracts/messages.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import { findAnswer, storeAnswer } from "#server/repositories/idempotency-keys.ts";

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

/**
 * Runs a write in one transaction and answers with what it returns, exactly once per
 * `Idempotency-Key` (the reliability issue; the IETF draft "The Idempotency-Key HTTP Header Field").
 * The answer is stored in the same transaction as the rows, so it exists if and only if they do: a
 * client that lost the first answer to a crash or a dropped connection retries with the same key and
 * gets that answer again, marked `Idempotent-Replayed: true`, and nothing is stored twice. Without the
 * header the write simply runs. The same key with a different body is refused with 422.
 */
export async function answerOnce<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  write: (tx: Transaction) => Promise<Answer<Body>>,
): Promise<FastifyReply> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (header === undefined) {
    const answer = await db.transaction(write);
    return reply.status(answer.status).send(answer.body);
  }
  const key = Array.isArray(header) ? undefined : header;
  if (key === undefined || !isValidIdempotencyKey(key)) {
    return reply.status(400).send({ message: messages.api.invalidIdempotencyKey } satisfies ApiError);
  }
  const scope = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const requestHash = hashOf(request.body);

  const replay = async () => {
    const stored = await findAnswer(db, scope, key);
    if (!stored) return undefined;
    if (stored.requestHash !== requestHash) {
      return reply.status(422).send({ message: messages.api.idempotencyKeyReused } satisfies ApiError);
    }
    request.log.info({ scope }, "idempotent request replayed");
    return reply.header("idempotent-replayed", "true").status(stored.status).send(stored.response);
  };

  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const answer = await db.transaction(async (tx) => {
      const result = await write(tx);
      await storeAnswer(tx, { scope, key, requestHash, status: result.status, response: result.body });
      return result;
    });
    return reply.status(answer.status).send(answer.body);
  } catch (error) {
    // The same key arrived twice at once: the other request committed first, so this one rolled
    // back whole and answers with what the other stored.
    if (isUniqueViolation(error)) {
      const concurrent = await replay();
      if (concurrent) return concurrent;
    }
    throw error;
  }
}
