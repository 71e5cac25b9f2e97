import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "#contracts/api-error.ts";
import { ContactMessageBody, ContactMessageCreated } from "#contracts/contact.ts";
import { answerAsIfStored, takeHoneypot } from "#server/lib/honeypot.ts";
import { answerOnce } from "#server/lib/idempotency.ts";
import { formRateLimits, rateLimitFor } from "#server/plugins/rate-limit.ts";
import { insertFeedback } from "#server/repositories/feedbacks.ts";
import { contactMessageNotification } from "#server/services/mail-templates.ts";
import { enqueueMail } from "#server/services/outbox.ts";

/**
 * POST /api/feedbacks/add (spec §7, DESIGN §3): the home page's contact form. The message and the
 * sales notification commit in one transaction (the mail outbox), so the answer never waits for a
 * mail server and a mail server that is down never loses a lead.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{ salesEmail: string }> = async (app, { salesEmail }) => {
  app.post(
    "/api/feedbacks/add",
    {
      config: rateLimitFor(formRateLimits.contactMessage),
      schema: {
        body: ContactMessageBody,
        response: {
          201: ContactMessageCreated,
          400: ApiError,
          403: ApiError,
          413: ApiError,
          415: ApiError,
          422: ApiError,
          429: ApiError,
          500: ApiError,
        },
      },
    },
    async (request, reply) => {
      const { caught, fields } = takeHoneypot(request.body);
      if (caught) return answerAsIfStored(request, reply);
      // Once per Idempotency-Key: a retried submission gets the first answer, not a second lead.
      await answerOnce(request, reply, app.database.db, async (tx) => {
        const row = await insertFeedback(tx, {
          ...fields,
          ipAddress: request.ip,
          userAgent: request.headers["user-agent"],
        });
        await enqueueMail(tx, "contact-message", contactMessageNotification(row, salesEmail));
        return { status: 201, body: { id: row.id } };
      });
      // Committed: the sender may deliver now.
      app.mailSender.wake();
      return reply;
    },
  );
};
