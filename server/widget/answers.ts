import { LRUCache } from "lru-cache";
import type { WidgetLanguage } from "#contracts/widget/index.ts";
import type { Database } from "#server/db/client.ts";
import {
  type EntryRecord,
  entryFingerprints,
  findEntries,
  listEntryTexts,
} from "#server/repositories/widget-entries.ts";
import type { MatchPool } from "./match-pool.ts";
import { MAX_INDEXED_CHARS, type MatchResult } from "./matching.ts";

/**
 * One search index per account and language, kept by a matching thread (match-pool.ts) and rebuilt
 * there when the entries change; this thread reads only the few entries it answers with. "Changed"
 * is decided by the database (count and newest update per language), not by this process, so a
 * replica that did not handle the edit rebuilds as well; that query is kept for a second per account
 * (FINGERPRINT_TTL_MS), so a flood of questions is not also a flood of aggregate queries, and an edit
 * through this process drops it at once (`invalidate`).
 */
export type AnswerIndexCache = {
  /**
   * The best entry for the question when the match is confident, else the closest ones. The
   * visitor's language is tried first, then the knowledge base's own, then the other languages the
   * account writes in: each language's entries are an index of their own, analysed with that
   * language's stemmer and stop words (terms.ts).
   */
  answer(
    userId: string,
    languages: { visitor: WidgetLanguage; knowledgeBase: WidgetLanguage },
    question: string,
  ): Promise<{ answer: EntryRecord | undefined; closest: EntryRecord[] }>;
  /**
   * The ranking's own view of a question (the portal's "Test your assistant"): the match in the
   * first language that answers it, else in the first that has close entries, and those entries.
   */
  explain(
    userId: string,
    language: WidgetLanguage,
    question: string,
  ): Promise<{ result: MatchResult; entries: EntryRecord[] }>;
  /** The language a visitor's question is written in, when it is long and clear enough to tell. */
  questionLanguage(userId: string, question: string): Promise<WidgetLanguage | undefined>;
  /** The account's entries changed: the next question reads their fingerprint again. */
  invalidate(userId: string): void;
};

/** How long an account's entries fingerprint is trusted: how late another replica's edit shows. */
const FINGERPRINT_TTL_MS = 1_000;

export function createAnswerIndexCache(db: Database, pool: MatchPool): AnswerIndexCache {
  const fingerprints = new LRUCache<string, Map<WidgetLanguage, string>>({
    max: 10_000,
    ttl: FINGERPRINT_TTL_MS,
  });
  /** The account's languages, the preferred ones first, each with its match of the question. */
  async function* matches(userId: string, preferred: readonly WidgetLanguage[], question: string) {
    let languages = fingerprints.get(userId);
    if (!languages) {
      languages = await entryFingerprints(db, userId);
      fingerprints.set(userId, languages);
    }
    const order = [...new Set([...preferred, ...languages.keys()])];
    for (const candidate of order) {
      const fingerprint = languages.get(candidate);
      if (fingerprint === undefined) continue;
      yield await pool.match(
        { key: `${userId}:${candidate}`, language: candidate, fingerprint, question },
        // Read when the thread has no index of these entries yet: only what the index holds.
        async () =>
          (await listEntryTexts(db, userId, candidate, MAX_INDEXED_CHARS)).map((entry) => ({
            ...entry,
            questions: entry.questions.split("\n"),
          })),
      );
    }
  }

  return {
    async answer(userId, { visitor, knowledgeBase }, question) {
      let closest: string[] = [];
      for await (const result of matches(userId, [visitor, knowledgeBase], question)) {
        if (result.answer) {
          const [best] = await findEntries(db, userId, [result.answer.id]);
          if (best) return { answer: best, closest: [] };
        }
        if (closest.length === 0) closest = result.closest.map((match) => match.id);
      }
      return { answer: undefined, closest: await findEntries(db, userId, closest) };
    },
    async explain(userId, language, question) {
      let found: MatchResult = { answer: undefined, closest: [], confidence: 0 };
      for await (const result of matches(userId, [language], question)) {
        if (result.answer) {
          found = result;
          break;
        }
        if (found.closest.length === 0) found = result;
      }
      return {
        result: found,
        entries: await findEntries(
          db,
          userId,
          found.closest.map((match) => match.id),
        ),
      };
    },
    questionLanguage(userId, question) {
      return pool.detectLanguage(userId, question);
    },
    invalidate(userId) {
      fingerprints.delete(userId);
    },
  };
}
