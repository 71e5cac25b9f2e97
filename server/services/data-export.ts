import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { DataExportStatus } from "#contracts/privacy.ts";
import type { Database } from "#server/db/client.ts";
import { type AccountData, readAccountData } from "#server/repositories/account-data.ts";
import {
  type ClaimedExport,
  claimDueExports,
  type DataExportRecord,
  markExportAttemptFailed,
  markExportReady,
} from "#server/repositories/data-exports.ts";
import { enqueueMail } from "#server/repositories/mail-jobs.ts";
import type { MediaStore } from "#server/widget/media-store.ts";
import { dataExportReadyMail } from "./privacy-mail.ts";
import { type ZipFile, zipStream } from "./zip-stream.ts";

/** An export worker's claim: long enough for a large account's archive, short enough to recover. */
const CLAIM_MS = 15 * 60_000;
const MAX_ATTEMPTS = 3;
const RETRY_MS = 60_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The portal's view of an export row. */
export function exportStatusOf(row: DataExportRecord | undefined): DataExportStatus {
  if (!row) return { status: "none", requestedAt: null, readyAt: null, expiresAt: null, downloaded: false };
  return {
    status: row.status,
    requestedAt: iso(row.createdAt),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    downloaded: row.downloadedAt !== null,
  };
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);
const extensionOf = (contentType: string) => (contentType === "video/webm" ? "webm" : "mp4");

/**
 * The archive's files: JSON in the shapes the portal's API answers (dates as ISO strings), and each
 * clip's bytes under clips/, named by the id the entries and settings refer to.
 */
export async function* exportFiles(data: AccountData, store: MediaStore): AsyncGenerator<ZipFile> {
  const { user } = data;
  yield {
    name: "account.json",
    content: json({
      id: user.id,
      fullName: user.fullName,
      email: user.email,
      phoneNumber: user.phone,
      role: user.role,
      widgetKey: user.widgetKey,
      createdAt: user.createdAt.toISOString(),
    }),
  };
  yield { name: "settings.json", content: json(data.settings) };
  yield {
    name: "entries.json",
    content: json(
      data.entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        questions: entry.questions,
        answer: entry.answer,
        language: entry.language,
        mediaId: entry.mediaId,
        createdAt: entry.createdAt.toISOString(),
        updatedAt: entry.updatedAt.toISOString(),
      })),
    ),
  };
  yield {
    name: "conversations.json",
    content: json(
      data.conversations.map((conversation) => ({
        id: conversation.id,
        language: conversation.language,
        createdAt: conversation.createdAt.toISOString(),
        messages: conversation.messages.map((message) => ({
          question: message.question,
          answered: message.answered,
          entryTitle: message.entryTitle,
          createdAt: message.createdAt.toISOString(),
        })),
      })),
    ),
  };
  yield {
    name: "live-chat.json",
    content: json(
      data.live.map((row) => ({
        id: row.id,
        conversationId: row.conversationId,
        kind: row.kind,
        agentName: row.agentName,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      })),
    ),
  };
  yield {
    name: "handoffs.json",
    content: json(
      data.handoffs.map((handoff) => ({
        id: handoff.id,
        conversationId: handoff.conversationId,
        email: handoff.email,
        question: handoff.question,
        createdAt: handoff.createdAt.toISOString(),
        handledAt: iso(handoff.handledAt),
      })),
    ),
  };
  const clips = data.media.map((clip) => ({
    id: clip.id,
    contentType: clip.contentType,
    sizeBytes: clip.sizeBytes,
    createdAt: clip.createdAt.toISOString(),
    file: `clips/${clip.id}.${extensionOf(clip.contentType)}`,
  }));
  yield { name: "clips.json", content: json(clips) };
  for (const [index, clip] of data.media.entries()) {
    // A clip whose bytes are missing is listed without a file rather than failing the export.
    if ((await store.size(clip.storageKey)) === undefined) continue;
    yield { name: clips[index]?.file ?? clip.id, content: await store.read(clip.storageKey) };
  }
}

export type ExportWorkerDeps = {
  db: Database;
  store: MediaStore;
  log: FastifyBaseLogger;
  portalUrl: string;
  workerId?: string;
};

/**
 * Builds the archive of one claimed job into the media store, then marks it ready and queues the
 * "ready" mail in one transaction. An account deleted meanwhile (or a claim lost to another worker)
 * leaves an archive nobody owns: its bytes are deleted at once.
 */
async function buildExport(
  deps: ExportWorkerDeps & { workerId: string },
  job: ClaimedExport,
): Promise<boolean> {
  const { db, store, workerId } = deps;
  const data = await readAccountData(db, job.userId);
  if (!data) return false;
  const storageKey = `${job.userId}/export-${randomUUID()}`;
  await store.put(storageKey, zipStream(exportFiles(data, store)));
  const sizeBytes = (await store.size(storageKey)) ?? 0;
  const ready = await db.transaction(async (tx) => {
    if (!(await markExportReady(tx, job.id, workerId, { storageKey, sizeBytes }))) return false;
    await enqueueMail(tx, "data-export-ready", dataExportReadyMail(data.user.email, deps.portalUrl));
    return true;
  });
  if (!ready) await store.delete(storageKey);
  return ready;
}

/** Claims and builds due exports, one at a time (each may stream gigabytes). Returns how many. */
export async function runDueExports(deps: ExportWorkerDeps): Promise<number> {
  const workerId = deps.workerId ?? randomUUID();
  let built = 0;
  for (;;) {
    const [job] = await claimDueExports(deps.db, { workerId, limit: 1, claimMs: CLAIM_MS });
    if (!job) return built;
    try {
      if (await buildExport({ ...deps, workerId }, job)) built += 1;
    } catch (error) {
      const giveUp = job.attempts >= MAX_ATTEMPTS;
      deps.log.error({ err: error, exportId: job.id, attempts: job.attempts, giveUp }, "data export failed");
      await markExportAttemptFailed(deps.db, job.id, workerId, { retryInMs: RETRY_MS, giveUp });
    }
  }
}
