import { count, eq, max } from "drizzle-orm";
import type { WidgetLanguage } from "#contracts/widget.ts";
import type { Database } from "#server/db/client.ts";
import { widgetEntries } from "#server/db/schema.ts";
import { type EntryRecord, listEntriesInLanguage } from "#server/repositories/widget-entries.ts";
import type { MatchPool } from "./match-pool.ts";
import { MAX_INDEXED_CHARS } from "./matching.ts";

/**
 * One search index per account and language, kept by a matching thread (match-pool.ts) and rebuilt
 * there when the entries change; this thread keeps the entries, to answer with. "Changed" is decided by the database (count and newest update per language, one
 * small query per question), not by this process, so a replica that did not handle the edit rebuilds
 * as well; the edit's own process also drops its copy at once (`invalidate`).
 */
export type AnswerIndexCache = {
  /**
   * The best entry for the question when the match is confident, else the closest ones. The
   * visitor's language is tried first, then the other languages the account writes in.
   */
  answer(
    userId: string,
    language: WidgetLanguage,
    question: string,
  ): Promise<{ answer: EntryRecord | undefined; closest: EntryRecord[] }>;
  invalidate(userId: string): void;
};

type Cached = { fingerprint: string; entries: Map<string, EntryRecord> };

/** Least recently used entry lists are dropped beyond this many. */
const MAX_CACHED_INDEXES = 500;

export function createAnswerIndexCache(db: Database, pool: MatchPool): AnswerIndexCache {
  const cache = new Map<string, Cached>();

  /** Each language the account has entries in, with a fingerprint of those entries. */
  async function fingerprints(userId: string): Promise<Map<WidgetLanguage, string>> {
    const rows = await db
      .select({ language: widgetEntries.language, count: count(), newest: max(widgetEntries.updatedAt) })
      .from(widgetEntries)
      .where(eq(widgetEntries.userId, userId))
      .groupBy(widgetEntries.language);
    return new Map(
      rows.map((row) => [row.language, `${row.count}:${row.newest ? new Date(row.newest).getTime() : 0}`]),
    );
  }

  async function entriesFor(userId: string, language: WidgetLanguage, fingerprint: string): Promise<Cached> {
    const key = `${userId}:${language}`;
    const cached = cache.get(key);
    if (cached && cached.fingerprint === fingerprint) {
      // Most recently used last, so the first key is the one to drop.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const rows = await listEntriesInLanguage(db, userId, language);
    const built = { fingerprint, entries: new Map(rows.map((row) => [row.id, row])) };
    cache.set(key, built);
    if (cache.size > MAX_CACHED_INDEXES) {
      const oldest = cache.keys().next().value;
      if (oldest) cache.delete(oldest);
    }
    return built;
  }

  return {
    async answer(userId, language, question) {
      const languages = await fingerprints(userId);
      const order = [language, ...[...languages.keys()].filter((other) => other !== language)];
      let closest: EntryRecord[] = [];
      for (const candidate of order) {
        const fingerprint = languages.get(candidate);
        if (fingerprint === undefined) continue;
        const { entries } = await entriesFor(userId, candidate, fingerprint);
        const result = await pool.match(
          { key: `${userId}:${candidate}`, language: candidate, fingerprint, question },
          // Only what the index holds crosses to the thread.
          async () =>
            [...entries.values()].map(({ id, title, questions, answer }) => ({
              id,
              title,
              questions: questions.join("\n").slice(0, MAX_INDEXED_CHARS).split("\n"),
              answer: answer.slice(0, MAX_INDEXED_CHARS),
            })),
        );
        const best = result.answer && entries.get(result.answer.id);
        if (best) return { answer: best, closest: [] };
        if (closest.length === 0) {
          closest = result.closest.flatMap((match) => entries.get(match.id) ?? []);
        }
      }
      return { answer: undefined, closest };
    },
    invalidate(userId) {
      for (const key of cache.keys()) if (key.startsWith(`${userId}:`)) cache.delete(key);
    },
  };
}
