import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiError } from "#contracts/api-error.ts";
import { PartnerApplicationBody, PartnerApplicationCreated } from "#contracts/partners.ts";
import { partnershipTypeLabels } from "#contracts/partnership-types.ts";
import { apiPaths } from "#contracts/paths.ts";
import { answerAsIfStored, takeHoneypot } from "#server/lib/honeypot.ts";
import { answerOnce } from "#server/lib/idempotency.ts";
import { formRateLimits, rateLimitFor } from "#server/plugins/rate-limit.ts";
import {
  insertPartnerApplication,
  type PartnerApplicationRecord,
} from "#server/repositories/partner-applications.ts";
import type { OutgoingMail } from "#server/services/mail.ts";
import { enqueueMail } from "#server/services/outbox.ts";

/** Longer user agents are cut: they identify a browser well within this. */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * POST /api/partners/apply (DESIGN §3): the partner application modal. The application and the
 * sales team's notification commit together (the outbox delivers the mail), so neither is lost.
 */
export const partnerApplicationRoutes: FastifyPluginAsyncZod<{ salesEmail: string }> = async (
  app,
  { salesEmail },
) => {
  app.post(
    apiPaths.partnerApplications,
    {
      config: rateLimitFor(formRateLimits.partnerApplication),
      schema: {
        body: PartnerApplicationBody,
        response: {
          201: PartnerApplicationCreated,
          400: ApiError,
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
      // One transaction: the application, its notification and (with an Idempotency-Key) the answer.
      return answerOnce(request, reply, app.database.db, async (tx) => {
        const application = await insertPartnerApplication(tx, {
          ...fields,
          ip: request.ip,
          userAgent: request.headers["user-agent"]?.slice(0, USER_AGENT_MAX_LENGTH),
        });
        await enqueueMail(tx, "partner-application", salesNotification(application, salesEmail));
        return { status: 201, body: { id: application.id } };
      });
    },
  );
};

function salesNotification(application: PartnerApplicationRecord, salesEmail: string): OutgoingMail {
  const type = partnershipTypeLabels[application.partnershipType];
  const lines = [
    `A new partner application (${type}).`,
    "",
    `Partnership type: ${type}`,
    `Name: ${application.name}`,
    `Email: ${application.email}`,
    `Company: ${application.company}`,
    `Website: ${application.website ?? "-"}`,
    "",
    "Message:",
    application.message,
    "",
    `Application id: ${application.id}`,
    `Received: ${application.createdAt.toISOString()}`,
  ];
  return {
    to: salesEmail,
    // Replying goes straight to the applicant; the object form has nodemailer encode the name.
    replyTo: { name: application.name, address: application.email },
    subject: `Partner application (${type}) from ${application.name}, ${application.company}`,
    text: lines.join("\n"),
  };
}
