import { desc, eq, sql } from "drizzle-orm";
import type { LeadKind } from "#contracts/admin.ts";
import type { Database } from "#server/db/client.ts";
import { demoRequests, feedbacks, partnerApplications, planChanges } from "#server/db/schema.ts";

/** The table behind each list of the admin inbox. */
const inboxTables = {
  feedbacks,
  "partner-applications": partnerApplications,
  "demo-requests": demoRequests,
  "plan-changes": planChanges,
} as const;

export type LeadRow<Kind extends LeadKind> = (typeof inboxTables)[Kind]["$inferSelect"];

/**
 * Where a page ended: the last row's time, to the microsecond PostgreSQL keeps (a JavaScript Date
 * keeps milliseconds, and rows stored in the same millisecond would be skipped), and its id.
 */
export type InboxPosition = { at: string; id: string };

/** PostgreSQL's own text of a timestamp, in UTC with microseconds: what a position compares with. */
const MICROSECOND_TIME = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;

/**
 * One page of a list, newest first (ties broken by id, so the order is total), starting after
 * `after`. Returns up to `limit` rows, each with its position.
 */
export async function listLeads<Kind extends LeadKind>(
  db: Database,
  kind: Kind,
  { after, limit }: { after: InboxPosition | undefined; limit: number },
): Promise<Array<{ row: LeadRow<Kind>; position: InboxPosition }>> {
  // One generic query over three tables of the same shape where it matters (id, created_at);
  // Drizzle cannot infer a union of tables, so the rows are typed by the table chosen.
  const table = inboxTables[kind] as typeof feedbacks;
  const rows = await db
    .select({
      row: table,
      at: sql<string>`to_char(${table.createdAt} at time zone 'UTC', ${sql.raw(MICROSECOND_TIME)})`,
    })
    .from(table)
    .where(
      after
        ? sql`(${table.createdAt}, ${table.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
        : undefined,
    )
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
  return rows.map(({ row, at }) => ({
    row: row as unknown as LeadRow<Kind>,
    position: { at, id: row.id },
  }));
}

/** Marks a lead handled now, or not handled; undefined when there is no such lead. */
export async function setLeadHandled<Kind extends LeadKind>(
  db: Database,
  kind: Kind,
  id: string,
  handled: boolean,
): Promise<LeadRow<Kind> | undefined> {
  const table = inboxTables[kind] as typeof feedbacks;
  const [row] = await db
    .update(table)
    .set({ handledAt: handled ? sql`coalesce(${table.handledAt}, now())` : null })
    .where(eq(table.id, id))
    .returning();
  return row as unknown as LeadRow<Kind> | undefined;
}
