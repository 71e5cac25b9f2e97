import { apiPaths, fillPath } from "./api-paths.ts";
import { formBody } from "./form-fields.ts";
import { messages } from "./messages.ts";
import { partnershipTypes } from "./partners.ts";
import { BillingPeriod, Plan } from "./plans.ts";
import { z } from "./zod.ts";

/**
 * The admin inbox (docs/product.md §API: GET /api/admin/{feedbacks,partner-applications,demo-requests}; the
 * portal issue). The three lists of leads, newest first, a page of ADMIN_PAGE_SIZE at a time; a
 * page's `nextCursor` asks for the one after it. Nothing here is HTML: the inbox renders every
 * field as text.
 */

export const ADMIN_PAGE_SIZE = 50;

export const leadKinds = ["feedbacks", "partner-applications", "demo-requests", "plan-changes"] as const;
export const LeadKind = z.enum(leadKinds);
export type LeadKind = z.output<typeof LeadKind>;

/** What every lead has: who sent it, when, and whether someone has dealt with it. */
const Lead = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  handledAt: z.iso.datetime().nullable(),
  name: z.string(),
  email: z.string(),
});

/** A message from the home page's contact form. */
export const AdminFeedback = Lead.extend({ company: z.string(), message: z.string() });
export type AdminFeedback = z.output<typeof AdminFeedback>;

/** An application from /partner-program. */
export const AdminPartnerApplication = Lead.extend({
  partnershipType: z.enum(partnershipTypes),
  company: z.string(),
  website: z.string().nullable(),
  message: z.string(),
});
export type AdminPartnerApplication = z.output<typeof AdminPartnerApplication>;

/** A demo request (the demo dialog without a scheduler). */
export const AdminDemoRequest = Lead.extend({
  company: z.string().nullable(),
  preferredTime: z.string().nullable(),
  message: z.string().nullable(),
});
export type AdminDemoRequest = z.output<typeof AdminDemoRequest>;

/** A customer's plan change with its prorated amount (docs/product.md §Plans), for whoever collects it. */
export const AdminPlanChange = Lead.extend({
  fromPlan: Plan,
  toPlan: Plan,
  billingPeriod: BillingPeriod.nullable(),
  creditCents: z.number().int(),
  chargeCents: z.number().int(),
  amountCents: z.number().int(),
});
export type AdminPlanChange = z.output<typeof AdminPlanChange>;

export const leadSchemas = {
  feedbacks: AdminFeedback,
  "partner-applications": AdminPartnerApplication,
  "demo-requests": AdminDemoRequest,
  "plan-changes": AdminPlanChange,
} as const satisfies Record<LeadKind, z.ZodType>;
export type LeadOf<Kind extends LeadKind> = z.output<(typeof leadSchemas)[Kind]>;
export type AnyLead = LeadOf<LeadKind>;

/** An opaque position in a list: where the previous page ended. */
const invalidCursor = { error: messages.admin.invalidCursor };
const Cursor = z.string(invalidCursor).min(1, invalidCursor).max(200, invalidCursor);

/** The query of a list: the first page without a cursor. A parameter it does not know is refused. */
export const LeadListQuery = formBody({ cursor: Cursor.optional() });

/** A page of a list, and the cursor of the next page (null on the last). */
export function leadPage<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: Cursor.nullable() });
}
export type LeadPage<Kind extends LeadKind> = { items: LeadOf<Kind>[]; nextCursor: string | null };

export const LeadParams = z.object({ id: z.uuid() });

/** PATCH /api/admin/{kind}/{id}: marks a lead handled, or not handled again. */
export const MarkHandledBody = formBody({ handled: z.boolean() });
export type MarkHandledBody = z.output<typeof MarkHandledBody>;

export const adminApiPath = (kind: LeadKind) => fillPath(apiPaths.adminLeads, { kind });
