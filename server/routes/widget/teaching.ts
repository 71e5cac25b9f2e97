import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { WIDGET_LIMITS } from "#contracts/widget/index.ts";
import {
  AssistantTestBody,
  AssistantTestResult,
  MessageParams,
  teachingMessages,
  VerdictBody,
  VerdictResult,
} from "#contracts/widget/teaching.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import { entryLanguages } from "#server/repositories/widget-entries.ts";
import {
  addCounterExample,
  addPhrasing,
  findMessageOf,
  setVerdict,
} from "#server/repositories/widget-teaching.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";
import { fieldError, notFound } from "./shared.ts";

/**
 * The customer teaches the assistant (docs/widget.md, "How an answer is chosen"): a question marked
 * right becomes a phrasing of the entry that answered it; marked wrong, a counter-example of that
 * entry, and a phrasing of the entry the customer picks instead. Either drops the account's answer
 * index, so the next question is matched against what was taught. The test box asks a question as
 * a visitor would, without a conversation, and shows why it was answered.
 */
export const widgetTeachingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { answers } = app.widget;

  app.post(
    apiPaths.widgetMessageVerdict,
    {
      preHandler: app.requireUser,
      schema: {
        params: MessageParams,
        body: VerdictBody,
        response: { 200: VerdictResult, ...WIDGET_ERRORS },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const message = await findMessageOf(db, userId, request.params.id);
      if (!message) return notFound(reply, teachingMessages.messageNotFound);
      const body = request.body;
      const right = body.verdict === "right" ? message.entryId : body.entryId;
      if (body.verdict === "right" && !right)
        return reply.status(400).send({ message: teachingMessages.nothingToConfirm });
      if (right) {
        const added = await addPhrasing(db, userId, right, message.question, WIDGET_LIMITS.questionsPerEntry);
        if (added === "missing") return fieldError(reply, "entryId", teachingMessages.entryNotFound);
        if (added === "full") return fieldError(reply, "entryId", teachingMessages.phrasingsFull);
      }
      if (body.verdict === "wrong" && message.entryId && message.entryId !== right)
        await addCounterExample(db, userId, message.entryId, message.question);
      await setVerdict(db, message.id, body.verdict);
      answers.invalidate(userId);
      return { verdict: body.verdict };
    },
  );

  app.post(
    apiPaths.widgetTest,
    {
      preHandler: app.requireUser,
      schema: { body: AssistantTestBody, response: { 200: AssistantTestResult, ...WIDGET_ERRORS } },
    },
    async (request) => {
      const userId = userIdOf(request);
      const language = request.body.language ?? (await entryLanguages(db, userId))[0] ?? "en";
      const { result, entries } = await answers.explain(userId, language, request.body.question);
      const [best, runnerUp] = result.closest;
      const entry = (id: string | undefined) => entries.find((found) => found.id === id);
      const bestEntry = entry(best?.id);
      const runnerUpEntry = entry(runnerUp?.id);
      return {
        status: result.answer ? ("answered" as const) : ("unsure" as const),
        best:
          best && bestEntry
            ? { id: best.id, title: bestEntry.title, answer: bestEntry.answer, matched: best.matched }
            : null,
        runnerUp:
          runnerUp && runnerUpEntry
            ? { id: runnerUp.id, title: runnerUpEntry.title, matched: runnerUp.matched }
            : null,
        confidence: result.confidence,
      };
    },
  );
};
