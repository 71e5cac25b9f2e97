import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import {
  AskBody,
  AskResult,
  CaptionsQuery,
  ConfigQuery,
  EntryParams,
  HandoffBody,
  HandoffCreated,
  PublicMediaQuery,
  WIDGET_LANGUAGES,
  WIDGET_POSITIONS,
  WidgetConfig,
  WidgetKey,
  widgetMessages,
} from "#contracts/widget/index.ts";
import { otherLanguageNote, panelTextsFor } from "#contracts/widget/texts.ts";
import { z } from "#contracts/zod.ts";
import {
  conversationFor,
  insertMessage,
  isConversationOf,
} from "#server/repositories/widget-conversations.ts";
import { type EntryRecord, findEntry } from "#server/repositories/widget-entries.ts";
import { insertHandoff } from "#server/repositories/widget-handoffs.ts";
import { findMedia, findMediaByIds } from "#server/repositories/widget-media.ts";
import { findAccountByWidgetKey, type WidgetAccount } from "#server/repositories/widget-settings.ts";
import { WIDGET_ERRORS } from "#server/routes/error-responses.ts";
import { captionsOf, vttOf } from "#server/widget/captions.ts";
import { queueHandoffMail } from "#server/widget/handoff-mails.ts";
import { liveVisitorRoutes } from "./live-visitor.ts";
import { answerEntryOf, notFound, sendCaptions, sendMedia, sendPoster } from "./shared.ts";
import { createEmbedGuard, createVisitorGuards, isAllowedOrigin } from "./visitor-guard.ts";

function accountOf(request: { widgetAccount: WidgetAccount | null }): WidgetAccount {
  if (!request.widgetAccount) throw new Error("the visitor guard let a request through without an account");
  return request.widgetAccount;
}

/**
 * The public widget API, called by the frame on a customer's page (docs/product.md §Deviations, docs/widget.md):
 * its configuration, answers, handoffs, clips and captions. Plus one cross-origin call, `embed`,
 * with which the loader learns whether the key may show on the page at all.
 */
export const widgetPublicRoutes: FastifyPluginAsyncZod<{ publicUrl: string; portalUrl: string }> = async (
  app,
  { publicUrl, portalUrl },
) => {
  const db = app.database.db;
  const { media: store, answers } = app.widget;
  const ownOrigin = new URL(publicUrl).origin;
  const visitor = createVisitorGuards(app, ownOrigin);

  // The loader's one call before it shows anything: may this key show on the calling page? Readable
  // from any origin (the answer is no secret), so a refused site gets a plain "no" and the loader's
  // one warning instead of a CORS error in the console.
  const embedLimited = createEmbedGuard(app);
  app.get(
    apiPaths.widgetEmbed,
    {
      schema: {
        // A malformed key is an unknown one: answered like it, with the CORS header the loader needs.
        querystring: z.object({ key: WidgetKey.catch("") }),
        response: {
          200: z.object({
            allowed: z.boolean(),
            /** Why not, so the loader's warning tells the customer what to fix. */
            reason: z
              .enum(["unknown-key", "origin-not-allowed", "account-unverified", "plan-inactive"])
              .optional(),
            color: z.string().optional(),
            position: z.enum(WIDGET_POSITIONS).optional(),
            /** The knowledge base's language: the visitor's when neither page nor browser names one. */
            language: z.enum(WIDGET_LANGUAGES).optional(),
          }),
          ...WIDGET_ERRORS,
        },
      },
    },
    async (request, reply) => {
      // A browser sends no Origin on a same-origin GET: then the calling page is on our own site
      // (our "Try it live"), which Sec-Fetch-Site says.
      const sameOrigin = request.headers["sec-fetch-site"] === "same-origin";
      const origin = request.headers.origin ?? (sameOrigin ? ownOrigin : undefined);
      reply.header("vary", "origin, sec-fetch-site").header("cache-control", "no-cache");
      if (request.headers.origin) reply.header("access-control-allow-origin", request.headers.origin);
      // After the CORS header: the loader reads a 429 too, instead of a CORS error in the console.
      if (await embedLimited(request, reply)) return reply;
      const account = request.query.key ? await findAccountByWidgetKey(db, request.query.key) : undefined;
      if (!account) return { allowed: false, reason: "unknown-key" as const };
      if (!account.emailVerified) return { allowed: false, reason: "account-unverified" as const };
      if (!account.planActive) return { allowed: false, reason: "plan-inactive" as const };
      if (!isAllowedOrigin(account, origin)) return { allowed: false, reason: "origin-not-allowed" as const };
      return {
        allowed: true,
        color: account.settings.color,
        position: account.settings.position,
        language: account.settings.language,
      };
    },
  );

  app.get(
    apiPaths.widgetConfig,
    {
      preHandler: visitor("config"),
      schema: { querystring: ConfigQuery, response: { 200: WidgetConfig, ...WIDGET_ERRORS } },
    },
    async (request) => {
      const { settings } = accountOf(request);
      const language = request.query.lang ?? settings.language;
      const texts = panelTextsFor(language, settings.businessName);
      const key = encodeURIComponent(request.query.key);
      return {
        greeting: settings.greeting ?? texts.defaultGreeting,
        suggestedQuestions: settings.suggestedQuestions,
        color: settings.color,
        position: settings.position,
        businessName: settings.businessName,
        avatarUrl: settings.avatarMediaId
          ? `${fillPath(apiPaths.widgetPublicMedia, { id: settings.avatarMediaId })}?key=${key}`
          : null,
        avatarPosterUrl: settings.avatarMediaId
          ? `${fillPath(apiPaths.widgetPublicPoster, { id: settings.avatarMediaId })}?key=${key}`
          : null,
        language,
        texts,
        privacyNoticeUrl: settings.privacyNoticeUrl,
        // The visitor's own budget: questions and handoffs carry it (visitor-guard.ts).
        visitorToken: await app.auth.tokens.signVisitor({
          key: request.query.key,
          host: request.widgetHost ?? "",
        }),
      };
    },
  );

  app.post(
    apiPaths.widgetAsk,
    {
      preHandler: visitor("ask"),
      schema: { body: AskBody, response: { 200: AskResult, ...WIDGET_ERRORS } },
    },
    async (request) => {
      const { userId, settings } = accountOf(request);
      const { key, question } = request.body;
      // The question's own language, when it is long enough to tell, over the panel's.
      const language = (await answers.questionLanguage(userId, question)) ?? request.body.language;
      const { answer, closest } = await answers.answer(
        userId,
        { visitor: language, knowledgeBase: settings.language },
        question,
      );
      const conversationId = await conversationFor(db, userId, language, request.body.conversationId);
      await insertMessage(db, {
        conversationId,
        question,
        entryId: answer?.id ?? null,
        answered: Boolean(answer),
      });
      // The clips of the entries shown: each plays only once it is processed.
      const shown = answer ? [answer] : closest;
      const clips = await findMediaByIds(
        db,
        userId,
        shown.flatMap((entry) => (entry.mediaId ? [entry.mediaId] : [])),
      );
      const clipOf = (mediaId: string | null) => clips.find((clip) => clip.id === mediaId);
      const shownEntry = (entry: EntryRecord) => answerEntryOf(entry, key, clipOf(entry.mediaId));
      if (answer) {
        const note =
          answer.language === language ? {} : { note: otherLanguageNote(language, answer.language) };
        return { status: "answered" as const, conversationId, entry: shownEntry(answer), ...note };
      }
      return { status: "unsure" as const, conversationId, closest: closest.map(shownEntry) };
    },
  );

  app.post(
    apiPaths.widgetVisitorHandoff,
    {
      preHandler: visitor("handoff"),
      schema: { body: HandoffBody, response: { 201: HandoffCreated, ...WIDGET_ERRORS } },
    },
    async (request, reply) => {
      const account = accountOf(request);
      const { email, question } = request.body;
      const requested = request.body.conversationId;
      const conversationId =
        requested && (await isConversationOf(db, account.userId, requested)) ? requested : null;
      const handoff = await db.transaction(async (tx) => {
        const row = await insertHandoff(tx, {
          userId: account.userId,
          email,
          question,
          conversationId,
          createdAt: new Date(),
        });
        await queueHandoffMail(tx, account, row, portalUrl);
        return row;
      });
      // Committed: the customer's notification goes out now, not at the sender's next poll.
      app.mailSender.wake();
      return reply.status(201).send({ id: handoff.id });
    },
  );

  // Live chat with a person, behind the same guards.
  await liveVisitorRoutes(app, visitor);

  app.get(
    apiPaths.widgetPublicMedia,
    {
      preHandler: visitor("read"),
      // The clip or captions themselves are bytes (no schema); the refusals are JSON as everywhere.
      schema: { params: EntryParams, querystring: PublicMediaQuery, response: WIDGET_ERRORS },
    },
    async (request, reply) => {
      const media = await findMedia(db, accountOf(request).userId, request.params.id);
      if (!media) return notFound(reply, widgetMessages.mediaNotFound);
      return sendMedia(request, reply, store, media);
    },
  );

  app.get(
    apiPaths.widgetPublicPoster,
    {
      preHandler: visitor("read"),
      schema: { params: EntryParams, querystring: PublicMediaQuery, response: WIDGET_ERRORS },
    },
    async (request, reply) => {
      const media = await findMedia(db, accountOf(request).userId, request.params.id);
      if (!media) return notFound(reply, widgetMessages.mediaNotFound);
      return sendPoster(reply, store, media);
    },
  );

  app.get(
    apiPaths.widgetCaptions,
    {
      preHandler: visitor("read"),
      // The clip or captions themselves are bytes (no schema); the refusals are JSON as everywhere.
      schema: { params: EntryParams, querystring: CaptionsQuery, response: WIDGET_ERRORS },
    },
    async (request, reply) => {
      const { userId } = accountOf(request);
      const entry = await findEntry(db, userId, request.params.id);
      if (!entry) return notFound(reply, widgetMessages.entryNotFound);
      const clip = entry.mediaId ? await findMedia(db, userId, entry.mediaId) : undefined;
      return sendCaptions(reply, vttOf(captionsOf(entry, clip).cues));
    },
  );
};
