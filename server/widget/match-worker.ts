import { parentPort } from "node:worker_threads";
import type { WidgetLanguage } from "#contracts/widget.ts";
import { type AnswerIndex, buildAnswerIndex, type KnowledgeEntry, type MatchResult } from "./matching.ts";

/**
 * A matching thread of the pool in match-pool.ts (the widget abuse issue, part 1): it keeps the
 * search indexes and answers questions, so building an index of 1,000 entries or searching it never
 * holds up the server's own thread.
 */

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

export type MatchReply =
  | { id: number; result: MatchResult }
  /** The thread holds no index of this fingerprint: ask again with the entries. */
  | { id: number; missing: true }
  | { id: number; error: string };

/** Least recently used indexes are dropped beyond this many (per thread). */
const MAX_CACHED_INDEXES = 500;
const indexes = new Map<string, { fingerprint: string; index: AnswerIndex }>();

function indexFor(request: MatchRequest): AnswerIndex | undefined {
  const cached = indexes.get(request.key);
  if (cached?.fingerprint === request.fingerprint) {
    // Most recently used last, so the first key is the one to drop.
    indexes.delete(request.key);
    indexes.set(request.key, cached);
    return cached.index;
  }
  if (!request.entries) return undefined;
  const index = buildAnswerIndex(request.language, request.entries);
  indexes.delete(request.key);
  indexes.set(request.key, { fingerprint: request.fingerprint, index });
  if (indexes.size > MAX_CACHED_INDEXES) {
    const oldest = indexes.keys().next().value;
    if (oldest !== undefined) indexes.delete(oldest);
  }
  return index;
}

parentPort?.on("message", (request: MatchRequest) => {
  let reply: MatchReply;
  try {
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
