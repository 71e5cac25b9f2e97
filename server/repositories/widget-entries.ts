import { and, asc, count, eq, gt, inArray, max, sql } from "drizzle-orm";
import type { Entry, EntryFields, WidgetLanguage } from "#contracts/widget/index.ts";
import type { Database } from "#server/db/client.ts";
import { widgetEntries } from "#server/db/schema.ts";

export type EntryRecord = typeof widgetEntries.$inferSelect;

/** An entry as the customer's API answers it. */
export function entryOf(row: EntryRecord): Entry {
  return {
    id: row.id,
    title: row.title,
    questions: row.questions,
    answer: row.answer,
    language: row.language,
    mediaId: row.mediaId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listEntries(db: Database, userId: string): Promise<EntryRecord[]> {
  return db
    .select()
    .from(widgetEntries)
    .where(eq(widgetEntries.userId, userId))
    .orderBy(asc(widgetEntries.createdAt), asc(widgetEntries.id));
}

export async function listEntriesInLanguage(
  db: Database,
  userId: string,
  language: WidgetLanguage,
): Promise<EntryRecord[]> {
  return db
    .select()
    .from(widgetEntries)
    .where(and(eq(widgetEntries.userId, userId), eq(widgetEntries.language, language)));
}

/**
 * What the answer index holds of each entry in a language: its id, title, and the first `maxChars`
 * characters of its phrasings (one a line) and of its answer, cut in the database, so a knowledge
 * base of maximum-size entries is not read whole on the server's thread (docs/performance.md). Read
 * in pages of `ENTRY_TEXT_PAGE` by id: the embedded database runs each query on the server's own
 * thread (1,000 entries in one query held it for about 200 ms while a flood built its index), and
 * lets other requests in between two queries (server/db/pglite-turns.ts), not inside one.
 */
const ENTRY_TEXT_PAGE = 100;

type EntryText = { id: string; title: string; questions: string; answer: string; counterExamples: string[] };

export async function listEntryTexts(
  db: Database,
  userId: string,
  language: WidgetLanguage,
  maxChars: number,
): Promise<EntryText[]> {
  const texts: EntryText[] = [];
  for (;;) {
    const after = texts.at(-1)?.id;
    const page = await db
      .select({
        id: widgetEntries.id,
        title: widgetEntries.title,
        questions: sql<string>`left((select string_agg(value, E'\n') from jsonb_array_elements_text(${widgetEntries.questions})), ${maxChars})`,
        answer: sql<string>`left(${widgetEntries.answer}, ${maxChars})`,
        counterExamples: widgetEntries.counterExamples,
      })
      .from(widgetEntries)
      .where(
        and(
          eq(widgetEntries.userId, userId),
          eq(widgetEntries.language, language),
          after === undefined ? undefined : gt(widgetEntries.id, after),
        ),
      )
      .orderBy(asc(widgetEntries.id))
      .limit(ENTRY_TEXT_PAGE);
    texts.push(...page);
    if (page.length < ENTRY_TEXT_PAGE) return texts;
  }
}

/**
 * Each language the account has entries in, with a fingerprint of those entries (how many, and the
 * newest update): what tells a matching thread, in any replica, that its index is stale.
 */
export async function entryFingerprints(db: Database, userId: string): Promise<Map<WidgetLanguage, string>> {
  const rows = await db
    .select({ language: widgetEntries.language, count: count(), newest: max(widgetEntries.updatedAt) })
    .from(widgetEntries)
    .where(eq(widgetEntries.userId, userId))
    .groupBy(widgetEntries.language);
  return new Map(
    rows.map((row) => [row.language, `${row.count}:${row.newest ? new Date(row.newest).getTime() : 0}`]),
  );
}

/** The account's entries of these ids, in the order of the ids (those that still exist). */
export async function findEntries(db: Database, userId: string, ids: string[]): Promise<EntryRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(widgetEntries)
    .where(and(eq(widgetEntries.userId, userId), inArray(widgetEntries.id, ids)));
  return ids.flatMap((id) => rows.find((row) => row.id === id) ?? []);
}

export async function countEntries(db: Database, userId: string): Promise<number> {
  return db.$count(widgetEntries, eq(widgetEntries.userId, userId));
}

/** The languages an account has written entries in. */
export async function entryLanguages(db: Database, userId: string): Promise<WidgetLanguage[]> {
  const rows = await db
    .selectDistinct({ language: widgetEntries.language })
    .from(widgetEntries)
    .where(eq(widgetEntries.userId, userId));
  return rows.map((row) => row.language);
}

export async function findEntry(db: Database, userId: string, id: string): Promise<EntryRecord | undefined> {
  const [row] = await db
    .select()
    .from(widgetEntries)
    .where(and(eq(widgetEntries.userId, userId), eq(widgetEntries.id, id)));
  return row;
}

export async function insertEntry(
  db: Database,
  userId: string,
  fields: EntryFields & { language: WidgetLanguage },
): Promise<EntryRecord> {
  const [row] = await db
    .insert(widgetEntries)
    .values({ userId, ...fields, mediaId: fields.mediaId ?? null })
    .returning();
  if (!row) throw new Error("insert into widget_entries returned no row");
  return row;
}

export async function updateEntry(
  db: Database,
  userId: string,
  id: string,
  fields: EntryFields,
): Promise<EntryRecord | undefined> {
  const [row] = await db
    .update(widgetEntries)
    .set({ ...fields, mediaId: fields.mediaId ?? null, updatedAt: new Date() })
    .where(and(eq(widgetEntries.userId, userId), eq(widgetEntries.id, id)))
    .returning();
  return row;
}

export async function deleteEntry(
  db: Database,
  userId: string,
  id: string,
): Promise<EntryRecord | undefined> {
  const [row] = await db
    .delete(widgetEntries)
    .where(and(eq(widgetEntries.userId, userId), eq(widgetEntries.id, id)))
    .returning();
  return row;
}
