import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { DemoRequestBody, DemoRequestCreated } from "#contracts/demo.ts";
import { formRateLimits, rateLimitFor } from "#server/plugins/rate-limit.ts";
import { demoRequestRow } from "#server/repositories/demo-requests.ts";
import { FORM_ERRORS } from "#server/routes/error-responses.ts";
import { acceptSubmission, createSubmissionStore } from "#server/services/form-submission.ts";
import { demoRequestNotification } from "#server/services/mail-templates.ts";

/**
 * POST /api/demo-requests (docs/product.md §API): the demo modal's form when no calendar is configured. The
 * request and the sales notification are stored in one transaction (the mail outbox), so the answer
 * never waits for a mail server and a mail failure never loses the request.
 */
export const demoRequestRoutes: FastifyPluginAsyncZod<{ salesEmail: string }> = async (
  app,
  { salesEmail },
) => {
  const store = createSubmissionStore(app.database.db, "demoRequests", "demo-request");
  app.post(
    apiPaths.demoRequests,
    {
      config: rateLimitFor(formRateLimits.demoRequest),
      schema: {
        tags: ["Forms"],
        summary: "Request a demo",
        description:
          "The demo dialog's form when no booking calendar is configured. Stores the request and notifies sales. Limited to 5 per address in 10 minutes.",
        body: DemoRequestBody,
        response: {
          201: DemoRequestCreated,
          ...FORM_ERRORS,
        },
      },
    },
    async (request, reply) =>
      acceptSubmission(app, request, reply, request.body, {
        store,
        row: demoRequestRow,
        notification: (row) => demoRequestNotification(row, salesEmail),
      }),
  );
};
