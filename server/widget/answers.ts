import { and, count, eq, max } from "drizzle-orm";
import type { WidgetLanguage } from "#contracts/widget.ts";
import type { Database } from "#server/db/client.ts";
import { widgetEntries } from "#server/db/schema.ts";
import { listEntriesInLanguage } from "#server/repositories/widget-entries.ts";
import { type AnswerIndex, buildAnswerIndex } from "./matching.ts";

/**
 * One search index per account and language, kept in memory and rebuilt when the entries change.
 * "Changed" is decided by the database (count and newest update of the entries), not by this
 * process, so a replica that did not handle the edit rebuilds as well; the edit's own process also
 * drops its copy at once (`invalidate`).
 */
export type AnswerIndexCache = {
  indexFor(userId: string, language: WidgetLanguage): Promise<AnswerIndex>;
  invalidate(userId: string): void;
};

type Cached = { fingerprint: string; index: AnswerIndex };

/** Least recently used accounts are dropped beyond this many indexes. */
const MAX_CACHED_INDEXES = 500;

export function createAnswerIndexCache(db: Database): AnswerIndexCache {
  const cache = new Map<string, Cached>();

  async function fingerprintOf(userId: string, language: WidgetLanguage): Promise<string> {
    const [row] = await db
      .select({ count: count(), newest: max(widgetEntries.updatedAt) })
      .from(widgetEntries)
      .where(and(eq(widgetEntries.userId, userId), eq(widgetEntries.language, language)));
    return `${row?.count ?? 0}:${row?.newest ? new Date(row.newest).getTime() : 0}`;
  }

  return {
    async indexFor(userId, language) {
      const key = `${userId}:${language}`;
      const fingerprint = await fingerprintOf(userId, language);
      const cached = cache.get(key);
      if (cached && cached.fingerprint === fingerprint) {
        cache.delete(key);
        cache.set(key, cached);
        return cached.index;
      }
      const entries = await listEntriesInLanguage(db, userId, language);
      const index = buildAnswerIndex(language, entries);
      cache.set(key, { fingerprint, index });
      if (cache.size > MAX_CACHED_INDEXES) {
        const oldest = cache.keys().next().value;
        if (oldest) cache.delete(oldest);
      }
      return index;
    },
    invalidate(userId) {
      for (const key of cache.keys()) if (key.startsWith(`${userId}:`)) cache.delete(key);
    },
  };
}
