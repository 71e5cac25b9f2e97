import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ADMIN_PAGE_SIZE,
  type AnyLead,
  adminApiPath,
  type LeadKind,
  LeadListQuery,
  LeadParams,
  leadKinds,
  leadPage,
  leadSchemas,
  MarkHandledBody,
} from "#contracts/admin.ts";
import type { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import { type LeadRow, listLeads, setLeadHandled } from "#server/repositories/admin-inbox.ts";
import { errorResponses, READ_ERRORS, WRITE_ERRORS } from "#server/routes/error-responses.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";

const GUARD_ERRORS = {
  401: errorResponses[401],
  403: errorResponses.adminOnly,
} as const;

const titles: Record<LeadKind, string> = {
  feedbacks: "Contact messages",
  "partner-applications": "Partner applications",
  "demo-requests": "Demo requests",
  "plan-changes": "Plan changes",
};

/** A stored lead as the API shows it: the contract's fields only (no address or user agent). */
function leadOf(kind: LeadKind, row: LeadRow<LeadKind>): AnyLead {
  return leadSchemas[kind].parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  });
}

/**
 * The admin inbox's API (docs/product.md §API, §Product): the three lists of leads, newest first, 50 a
 * page with a cursor, and marking a lead handled. Administrators only: no token is 401, a customer's
 * 403 (requireAdmin).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of leadKinds) {
    const Lead = leadSchemas[kind];

    app.get(
      adminApiPath(kind),
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ["Admin"],
          summary: `${titles[kind]}, newest first`,
          description: `A page of ${ADMIN_PAGE_SIZE}; pass the page's \`nextCursor\` as \`cursor\` for the next one. Admin token (cookie or Bearer) required.`,
          querystring: LeadListQuery,
          response: { 200: leadPage(Lead), 400: errorResponses[400], ...GUARD_ERRORS, ...READ_ERRORS },
        },
      },
      async (request, reply) => {
        const { cursor } = request.query;
        const after = cursor === undefined ? undefined : decodeCursor(cursor);
        if (cursor !== undefined && !after) {
          return reply.status(400).send({ message: messages.admin.invalidCursor } satisfies ApiError);
        }
        // One more than a page tells whether another page follows.
        const rows = await listLeads(app.database.db, kind, { after, limit: ADMIN_PAGE_SIZE + 1 });
        const page = rows.slice(0, ADMIN_PAGE_SIZE);
        const last = page.at(-1);
        return reply.status(200).send({
          items: page.map(({ row }) => leadOf(kind, row)),
          nextCursor: rows.length > ADMIN_PAGE_SIZE && last ? encodeCursor(last.position) : null,
        });
      },
    );

    app.patch(
      `${adminApiPath(kind)}/:id`,
      {
        preHandler: app.requireAdmin,
        schema: {
          tags: ["Admin"],
          summary: `Mark one of the ${titles[kind].toLowerCase()} handled, or not`,
          params: LeadParams,
          body: MarkHandledBody,
          response: { 200: Lead, 404: errorResponses[404], ...WRITE_ERRORS, ...GUARD_ERRORS },
        },
      },
      async (request, reply) => {
        const row = await setLeadHandled(app.database.db, kind, request.params.id, request.body.handled);
        if (!row) return reply.status(404).send({ message: messages.admin.leadNotFound } satisfies ApiError);
        request.log.info({ event: "lead-handled", kind, leadId: row.id, handled: request.body.handled });
        return reply.status(200).send(leadOf(kind, row));
      },
    );
  }
};
