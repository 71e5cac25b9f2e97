import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HONEYPOT_FIELD } from "#contracts/constants.ts";

type WithHoneypot = { [HONEYPOT_FIELD]?: string | undefined };

/**
 * Splits a parsed form body into the honeypot verdict and the fields worth storing (the honeypot is
 * never stored, filled or not).
 */
export function takeHoneypot<Body extends WithHoneypot>(
  body: Body,
): { caught: boolean; fields: Omit<Body, typeof HONEYPOT_FIELD> } {
  const { [HONEYPOT_FIELD]: honeypot, ...fields } = body;
  return { caught: Boolean(honeypot), fields };
}

/**
 * Answers a bot caught by the honeypot exactly like a stored submission (201 with an id that exists
 * nowhere), so it learns nothing to adapt to (contracts/form-fields.ts).
 */
export function answerAsIfStored(request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ url: request.url }, "form submission discarded: honeypot filled");
  return reply.status(201).send({ id: randomUUID() });
}
