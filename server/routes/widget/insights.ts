import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { INSIGHTS_DAYS, Insights, TranscriptList, type WidgetLanguage } from "#contracts/widget/index.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import { conversationFigures, recentTranscripts } from "#server/repositories/widget-conversations.ts";
import { countHandoffsSince } from "#server/repositories/widget-handoffs.ts";
import { findSettings } from "#server/repositories/widget-settings.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";

/** How many of the most asked unanswered questions the insights list. */
const TOP_UNANSWERED = 10;

/** What the customer's widget did: the last days' figures and the latest conversations. */
export const widgetInsightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { answers } = app.widget;

  /**
   * Of the most asked questions that went unanswered, those the knowledge base still does not
   * answer: one an entry written since now answers is no longer one to write.
   */
  const stillUnanswered = async (
    userId: string,
    asked: readonly { question: string; count: number; language: WidgetLanguage }[],
  ) => {
    const left: { question: string; count: number }[] = [];
    const knowledgeBase = asked.length > 0 ? (await findSettings(db, userId)).language : undefined;
    for (const { question, count, language } of asked) {
      if (left.length === TOP_UNANSWERED) break;
      const languages = { visitor: language, knowledgeBase: knowledgeBase ?? language };
      const { answer } = await answers.answer(userId, languages, question);
      if (!answer) left.push({ question, count });
    }
    return left;
  };

  app.get(
    apiPaths.widgetInsights,
    { preHandler: app.requireUser, schema: { response: { 200: Insights, ...WIDGET_ERRORS } } },
    async (request) => {
      const userId = userIdOf(request);
      const since = new Date(Date.now() - INSIGHTS_DAYS * 24 * 60 * 60 * 1000);
      const [{ topUnanswered, ...figures }, handedOff] = await Promise.all([
        // More than are shown: some may have an answer by now.
        conversationFigures(db, userId, since, TOP_UNANSWERED * 3),
        countHandoffsSince(db, userId, since),
      ]);
      return {
        since: since.toISOString(),
        ...figures,
        topUnanswered: await stillUnanswered(userId, topUnanswered),
        handedOff,
        deflectionRate: figures.questions === 0 ? null : figures.answered / figures.questions,
      };
    },
  );

  app.get(
    apiPaths.widgetConversations,
    { preHandler: app.requireUser, schema: { response: { 200: TranscriptList, ...WIDGET_ERRORS } } },
    async (request) => ({ conversations: await recentTranscripts(db, userIdOf(request)) }),
  );
};
