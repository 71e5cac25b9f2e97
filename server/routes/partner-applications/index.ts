import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { PartnerApplicationBody, PartnerApplicationCreated } from "#contracts/partners.ts";
import { formRateLimits, rateLimitFor } from "#server/plugins/rate-limit.ts";
import { partnerApplicationRow } from "#server/repositories/partner-applications.ts";
import { FORM_ERRORS } from "#server/routes/error-responses.ts";
import { acceptSubmission, createSubmissionStore, submittedBy } from "#server/services/form-submission.ts";
import { partnerApplicationNotification } from "#server/services/mail-templates.ts";

/**
 * POST /api/partners/apply (docs/product.md §API): the partner application modal. The application and the
 * sales team's notification commit together (the outbox delivers the mail), so neither is lost.
 */
export const partnerApplicationRoutes: FastifyPluginAsyncZod<{ salesEmail: string }> = async (
  app,
  { salesEmail },
) => {
  const store = createSubmissionStore(app.database.db, "partnerApplications", "partner-application");
  app.post(
    apiPaths.partnerApplications,
    {
      config: rateLimitFor(formRateLimits.partnerApplication),
      schema: {
        body: PartnerApplicationBody,
        response: {
          201: PartnerApplicationCreated,
          ...FORM_ERRORS,
        },
      },
    },
    async (request, reply) =>
      acceptSubmission(app, request, reply, request.body, {
        store,
        row: (fields) => partnerApplicationRow({ ...fields, ...submittedBy(request) }),
        notification: (row) => partnerApplicationNotification(row, salesEmail),
      }),
  );
};
