import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { ContactMessageBody, ContactMessageCreated } from "#contracts/contact.ts";
import { formRateLimits, rateLimitFor } from "#server/plugins/rate-limit.ts";
import { feedbackRow } from "#server/repositories/feedbacks.ts";
import { FORM_ERRORS } from "#server/routes/error-responses.ts";
import { acceptSubmission, createSubmissionStore, submittedBy } from "#server/services/form-submission.ts";
import { contactMessageNotification } from "#server/services/mail-templates.ts";

/**
 * POST /api/feedbacks/add (docs/product.md §API): the home page's contact form. The message and the
 * sales notification commit in one transaction (the mail outbox), so the answer never waits for a
 * mail server and a mail server that is down never loses a lead.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{ salesEmail: string }> = async (app, { salesEmail }) => {
  const store = createSubmissionStore(app.database.db, "feedbacks", "contact-message");
  app.post(
    apiPaths.feedbacks,
    {
      config: rateLimitFor(formRateLimits.contactMessage),
      schema: {
        body: ContactMessageBody,
        response: {
          201: ContactMessageCreated,
          ...FORM_ERRORS,
        },
      },
    },
    async (request, reply) =>
      acceptSubmission(app, request, reply, request.body, {
        store,
        row: (fields) => {
          const { ip, userAgent } = submittedBy(request);
          return feedbackRow({ ...fields, ipAddress: ip, userAgent });
        },
        notification: (row) => contactMessageNotification(row, salesEmail),
      }),
  );
};
