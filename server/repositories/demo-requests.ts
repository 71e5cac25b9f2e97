import { eq } from "drizzle-orm";
import type { HONEYPOT_FIELD } from "#contracts/constants.ts";
import type { DemoRequestBody } from "#contracts/demo.ts";
import type { Database } from "#server/db/client.ts";
import { newRowIdentity } from "#server/db/row-identity.ts";
import { demoRequests } from "#server/db/schema.ts";

/** A demo request as submitted, without the honeypot (which is never stored). */
export type NewDemoRequest = Omit<DemoRequestBody, typeof HONEYPOT_FIELD>;

export type DemoRequestRecord = typeof demoRequests.$inferSelect;

/** The row a demo request is stored as (server/repositories/form-submissions.ts writes it). */
export function demoRequestRow(request: NewDemoRequest): DemoRequestRecord {
  return {
    ...newRowIdentity(),
    name: request.name,
    email: request.email,
    company: request.company ?? null,
    preferredTime: request.preferredTime ?? null,
    message: request.message ?? null,
    handledAt: null,
  };
}

export async function findDemoRequest(db: Database, id: string): Promise<DemoRequestRecord | undefined> {
  const [row] = await db.select().from(demoRequests).where(eq(demoRequests.id, id));
  return row;
}

export async function countDemoRequests(db: Database): Promise<number> {
  return db.$count(demoRequests);
}
