import { eq } from "drizzle-orm";
import type { HONEYPOT_FIELD } from "#contracts/constants.ts";
import type { PartnerApplicationBody } from "#contracts/partners.ts";
import type { Database } from "#server/db/client.ts";
import { newRowIdentity } from "#server/db/row-identity.ts";
import { partnerApplications } from "#server/db/schema.ts";

/** An application as submitted (without the honeypot, which is never stored) and who sent it. */
export type NewPartnerApplication = Omit<PartnerApplicationBody, typeof HONEYPOT_FIELD> & {
  ip: string;
  userAgent: string | undefined;
};

export type PartnerApplicationRecord = typeof partnerApplications.$inferSelect;

/** The row an application is stored as (server/repositories/form-submissions.ts writes it). */
export function partnerApplicationRow(application: NewPartnerApplication): PartnerApplicationRecord {
  return {
    ...newRowIdentity(),
    partnershipType: application.partnershipType,
    name: application.name,
    email: application.email,
    company: application.company,
    website: application.website ?? null,
    message: application.message,
    ip: application.ip,
    userAgent: application.userAgent ?? null,
    handledAt: null,
  };
}

export async function findPartnerApplication(
  db: Database,
  id: string,
): Promise<PartnerApplicationRecord | undefined> {
  const [row] = await db.select().from(partnerApplications).where(eq(partnerApplications.id, id));
  return row;
}

export async function countPartnerApplications(db: Database): Promise<number> {
  return db.$count(partnerApplications);
}
