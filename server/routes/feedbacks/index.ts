import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "#contracts/api-error.ts";
import { ContactMessageBody, ContactMessageCreated } from "#contracts/contact.ts";
import { acceptSubmission, submittedBy } from "#server/lib/form-submission.ts";
import { formRateLimits, rateLimitFor } from "#server/plugins/rate-limit.ts";
import { insertFeedback } from "#server/repositories/feedbacks.ts";
import { contactMessageNotification } from "#server/services/mail-templates.ts";

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
    async (request, reply) =>
      acceptSubmission(app, request, reply, request.body, {
        mailKind: "contact-message",
        store: (tx, fields) => {
          const { ip, userAgent } = submittedBy(request);
          return insertFeedback(tx, { ...fields, ipAddress: ip, userAgent });
        },
        notification: (row) => contactMessageNotification(row, salesEmail),
      }),
  );
};
