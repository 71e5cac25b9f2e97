import { parentPort } from "node:worker_threads";
import { LRUCache } from "lru-cache";
import type { WidgetLanguage } from "#contracts/widget/index.ts";
import { lowerThisThreadsPriority } from "#server/lib/thread-priority.ts";
import { detectQuestionLanguage } from "./language-detection.ts";
import { type AnswerIndex, buildAnswerIndex, type KnowledgeEntry, type MatchResult } from "./matching.ts";

/**
 * A matching thread of the pool in match-pool.ts (docs/widget.md): it keeps the
 * search indexes and answers questions, so building an index of 1,000 entries or searching it never
 * holds up the server's own thread.
 */

/**
 * Below the server's own thread in the scheduler's eyes (decision 0033): when a flood of questions
 * and the server's other work want the same cores, the other work goes first, and questions take
 * what is left. On an idle machine a question runs as fast as before.
 */
const MATCHING_THREAD_NICENESS = 10;
lowerThisThreadsPriority(MATCHING_THREAD_NICENESS);

export type MatchRequest = {
  id: number;
  /** Account and language: one index each. */
  key: string;
  language: WidgetLanguage;
  /** Which version of the entries the index must be built from. */
  fingerprint: string;
  question: string;
  /** Sent when this thread may not hold the index of this fingerprint yet. */
  entries?: KnowledgeEntry[];
};

/**
 * The language a question is written in (language-detection.ts): here, not on the server's thread,
 * as it costs a few milliseconds a question (up to 6 for 100 characters of made-up words).
 */
export type DetectRequest = { id: number; detect: string };

export type MatchReply =
  | { id: number; result: MatchResult }
  | { id: number; language: WidgetLanguage | null }
  /** The thread holds no index of this fingerprint: ask again with the entries. */
  | { id: number; missing: true }
  | { id: number; error: string };

/**
 * What a thread keeps, least recently used dropped first: at most 500 indexes, and at most 8 million
 * indexed characters (an entry holds at most 1,200, `MAX_INDEXED_CHARS` twice; an index takes a few
 * times its text in memory), so accounts at the 1,000-entry maximum cannot crowd out memory.
 */
const indexes = new LRUCache<string, { fingerprint: string; index: AnswerIndex }>({
  max: 500,
  maxSize: 8_000_000,
  sizeCalculation: ({ index }) => Math.max(1, index.indexedChars),
});

function indexFor(request: MatchRequest): AnswerIndex | undefined {
  const cached = indexes.get(request.key);
  if (cached?.fingerprint === request.fingerprint) return cached.index;
  if (!request.entries) return undefined;
  const index = buildAnswerIndex(request.language, request.entries);
  indexes.set(request.key, { fingerprint: request.fingerprint, index });
  return index;
}

parentPort?.on("message", (request: MatchRequest | DetectRequest) => {
  let reply: MatchReply;
  try {
    if ("detect" in request) {
      parentPort?.postMessage({ id: request.id, language: detectQuestionLanguage(request.detect) ?? null });
      return;
    }
    const index = indexFor(request);
    reply = index
      ? { id: request.id, result: index.match(request.question) }
      : { id: request.id, missing: true };
  } catch (error) {
    reply = {
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  parentPort?.postMessage(reply);
});
