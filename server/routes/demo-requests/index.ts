import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DemoRequestBody, DemoRequestCreated } from "#contracts/demo.ts";
import { answerAsIfStored, takeHoneypot } from "#server/lib/honeypot.ts";
import { formRateLimits, rateLimitFor } from "#server/plugins/rate-limit.ts";
import { type DemoRequestRecord, insertDemoRequest } from "#server/repositories/demo-requests.ts";
import { errorResponses, WRITE_ERRORS } from "#server/routes/error-responses.ts";
import type { OutgoingMail } from "#server/services/mail.ts";

/**
 * POST /api/demo-requests (DESIGN §3): the demo modal's form when no calendar is configured. The
 * request is stored first and the sales inbox notified after, so a mail failure never loses it.
 */
export const demoRequestRoutes: FastifyPluginAsyncZod<{ salesEmail: string }> = async (
  app,
  { salesEmail },
) => {
  app.post(
    "/api/demo-requests",
    {
      config: rateLimitFor(formRateLimits.demoRequest),
      schema: {
        tags: ["Forms"],
        summary: "Request a demo",
        description:
          "The demo dialog's form when no booking calendar is configured. Stores the request and notifies sales. Limited to 5 per address in 10 minutes.",
        body: DemoRequestBody,
        response: { 201: DemoRequestCreated, ...WRITE_ERRORS, 429: errorResponses[429] },
      },
    },
    async (request, reply) => {
      const { caught, fields } = takeHoneypot(request.body);
      if (caught) return answerAsIfStored(request, reply);
      const stored = await insertDemoRequest(app.database.db, fields);
      try {
        await app.mailer.send(salesNotification(stored, salesEmail));
      } catch (error) {
        request.log.error(
          { err: error, demoRequestId: stored.id },
          "demo request stored, but the sales notification mail failed",
        );
      }
      return reply.status(201).send({ id: stored.id });
    },
  );
};

function salesNotification(request: DemoRequestRecord, salesEmail: string): OutgoingMail {
  const lines = [
    "A visitor asked for a demo.",
    "",
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    `Company: ${request.company ?? "-"}`,
    `Preferred time: ${request.preferredTime ?? "-"}`,
    "",
    "Message:",
    request.message ?? "-",
    "",
    `Request id: ${request.id}`,
    `Received: ${request.createdAt.toISOString()}`,
  ];
  return {
    to: salesEmail,
    // Replying goes straight to the visitor; the object form has nodemailer encode the name.
    replyTo: { name: request.name, address: request.email },
    subject: `Demo request from ${request.name}${request.company ? ` (${request.company})` : ""}`,
    text: lines.join("\n"),
  };
}
