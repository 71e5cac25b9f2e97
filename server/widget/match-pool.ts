import os from "node:os";
import { Worker } from "node:worker_threads";
import type { WidgetLanguage } from "#contracts/widget/index.ts";
import type { DetectRequest, MatchReply, MatchRequest } from "./match-worker.ts";
import type { KnowledgeEntry, MatchResult } from "./matching.ts";

/**
 * Matching off the server's thread (docs/widget.md): a question's search, and the
 * index build after an edit, ran on the thread that answers every request, and a flood of questions
 * against a 150-entry knowledge base held `/api/health` for 4.9 s. Threads of their own take that
 * work; an account is always sent to the same one, so its index is built once. One thread fewer
 * than the machine has cores (at least one, at most four): the server's thread keeps a core.
 */
export type MatchPool = {
  match(
    request: { key: string; language: WidgetLanguage; fingerprint: string; question: string },
    /** The entries, read when the thread has no index of this fingerprint. */
    entries: () => Promise<KnowledgeEntry[]>,
  ): Promise<MatchResult>;
  /** The language the question is written in, when it is clear (language-detection.ts), told by a thread. */
  detectLanguage(key: string, question: string): Promise<WidgetLanguage | undefined>;
  /**
   * Starts every thread now rather than at its first question: a thread's start costs the server's
   * thread about 13 ms, which the first question of a flood paid in the middle of it.
   */
  start(): void;
  close(): Promise<void>;
};

type Pending = { resolve: (reply: MatchReply) => void; reject: (error: Error) => void };

/**
 * The compiled server runs match-worker.js beside its bundle. From source (tsx, vitest), a thread
 * does not inherit the TypeScript loader: a one-line bootstrap registers tsx's, then loads the .ts.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith(".ts")) return new Worker(new URL("./match-worker.js", import.meta.url));
  const source = new URL("./match-worker.ts", import.meta.url).href;
  const bootstrap = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true });
}

export function createMatchPool(size = Math.max(1, Math.min(4, os.availableParallelism() - 1))): MatchPool {
  const threads: ({ worker: Worker; pending: Map<number, Pending> } | undefined)[] = Array(size);
  let nextId = 0;
  /** Index builds under way, by account and fingerprint. */
  const builds = new Map<string, Promise<void>>();

  function thread(slot: number) {
    const running = threads[slot];
    if (running) return running;
    const worker = startWorker();
    // Idle threads must not keep a finished process (a test, a CLI) alive.
    worker.unref();
    const pending = new Map<number, Pending>();
    const started = { worker, pending };
    worker.on("message", (reply: MatchReply) => {
      pending.get(reply.id)?.resolve(reply);
      pending.delete(reply.id);
    });
    const fail = (error: Error) => {
      if (threads[slot] === started) threads[slot] = undefined;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the matching thread exited with code ${code}`)));
    threads[slot] = started;
    return started;
  }

  function send(slot: number, request: MatchRequest | DetectRequest): Promise<MatchReply> {
    const { worker, pending } = thread(slot);
    return new Promise((resolve, reject) => {
      pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  return {
    async match(request, entries) {
      const slot = slotOf(request.key, size);
      const version = `${request.key}\n${request.fingerprint}`;
      await builds.get(version);
      let reply = await send(slot, { ...request, id: nextId++ });
      if ("missing" in reply) {
        // Questions that find no index while one is built wait for that build: a burst of them
        // after an edit read the entries and built the same index once each.
        let build = builds.get(version);
        if (!build) {
          build = (async () => {
            await send(slot, { ...request, question: "", id: nextId++, entries: await entries() });
          })().finally(() => builds.delete(version));
          builds.set(version, build);
        }
        await build;
        reply = await send(slot, { ...request, id: nextId++ });
      }
      if ("error" in reply) throw new Error(`matching failed: ${reply.error}`);
      if ("missing" in reply) throw new Error("the matching thread dropped an index it was just sent");
      if (!("result" in reply)) throw new Error("the matching thread answered a question with no result");
      return reply.result;
    },
    async detectLanguage(key, question) {
      const reply = await send(slotOf(key, size), { id: nextId++, detect: question });
      if ("error" in reply) throw new Error(`language detection failed: ${reply.error}`);
      return "language" in reply ? (reply.language ?? undefined) : undefined;
    },
    start() {
      for (let slot = 0; slot < size; slot += 1) thread(slot);
    },
    async close() {
      await Promise.all(threads.map((running) => running?.worker.terminate()));
    },
  };
}

/** The same account goes to the same thread (a string hash), so each index is built on one only. */
function slotOf(key: string, size: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return hash % size;
}
