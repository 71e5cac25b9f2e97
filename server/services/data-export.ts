import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { DataExportStatus } from "#contracts/privacy.ts";
import type { Database } from "#server/db/client.ts";
import type { JobContext, JobKindOptions } from "#server/jobs/queue.ts";
import { type AccountData, readAccountData } from "#server/repositories/account-data.ts";
import {
  type DataExportJobPayload,
  type DataExportRecord,
  findPendingExport,
  markExportFailed,
  markExportReady,
  recordExportAttempt,
} from "#server/repositories/data-exports.ts";
import { enqueueMail } from "#server/repositories/mail-jobs.ts";
import { captionsOf, vttOf } from "#server/widget/captions.ts";
import type { MediaStore } from "#server/widget/media-store.ts";
import { dataExportReadyMail } from "./privacy-mail.ts";
import { type ZipFile, zipStream } from "./zip-stream.ts";

/**
 * The "data-export" kind's settings: a lease renewed every 5 minutes while an archive streams, one
 * export at a time per process (each may stream gigabytes), three attempts a minute or more apart.
 */
export const dataExportJobOptions = {
  leaseMs: 15 * 60_000,
  concurrency: 1,
  maxAttempts: 3,
  backoff: { firstMs: 60_000, maxMs: 10 * 60_000 },
  pollIntervalMs: 10_000,
  // A stop lets an archive that is being written finish for a while; then it is built again later.
  shutdownGraceMs: 10_000,
} satisfies Omit<JobKindOptions<DataExportJobPayload>, "handler">;

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
 * The archive's files: JSON in the shapes the portal's API answers (dates as ISO strings); each
 * clip's bytes under clips/, posters/ and originals/, named by the id the entries and settings refer
 * to; each entry's captions as WebVTT under captions/, named by the entry's id.
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
    name: "plan.json",
    content: json({
      // No row is the free trial (docs/product.md §Plans).
      plan: data.plan
        ? {
            plan: data.plan.plan,
            billingPeriod: data.plan.billingPeriod,
            periodStartsAt: data.plan.periodStartsAt.toISOString(),
            periodEndsAt: data.plan.periodEndsAt.toISOString(),
            priceCents: data.plan.priceCents,
            limits: data.plan.limits,
            extraMinutesAllowed: data.plan.extraMinutesAllowed,
          }
        : { plan: "trial" },
      changes: data.planChanges.map((change) => ({
        fromPlan: change.fromPlan,
        toPlan: change.toPlan,
        billingPeriod: change.billingPeriod,
        creditCents: change.creditCents,
        chargeCents: change.chargeCents,
        amountCents: change.amountCents,
        createdAt: change.createdAt.toISOString(),
      })),
    }),
  };
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
          id: message.id,
          question: message.question,
          answered: message.answered,
          entryId: message.entryId,
          entryTitle: message.entryTitle,
          verdict: message.verdict,
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
    name: "team.json",
    content: json({
      members: data.team.members,
      invitations: data.team.invitations.map((invitation) => ({
        email: invitation.email,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
        usedAt: invitation.usedAt?.toISOString() ?? null,
      })),
    }),
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
  // Each clip's bytes: the processed MP4 and its poster once ready, the upload as it came while it
  // waits or after it failed (processing deletes it once the MP4 is stored: docs/decisions/0024).
  const stored = async (key: string | null) => (key && (await store.size(key)) !== undefined ? key : null);
  const clips = [];
  const files: { name: string; key: string }[] = [];
  for (const clip of data.media) {
    const ready = clip.status === "ready";
    const mp4 = ready ? await stored(clip.storageKey) : null;
    const poster = ready ? await stored(clip.posterKey) : null;
    const original = await stored(clip.originalKey);
    const names = {
      file: mp4 && `clips/${clip.id}.${extensionOf(clip.contentType)}`,
      poster: poster && `posters/${clip.id}.jpg`,
      original: original && `originals/${clip.id}.${await originalExtension(store, original)}`,
    };
    clips.push({
      id: clip.id,
      contentType: clip.contentType,
      sizeBytes: clip.sizeBytes,
      status: clip.status,
      durationSeconds: clip.durationSeconds,
      createdAt: clip.createdAt.toISOString(),
      ...names,
    });
    if (mp4 && names.file) files.push({ name: names.file, key: mp4 });
    if (poster && names.poster) files.push({ name: names.poster, key: poster });
    if (original && names.original) files.push({ name: names.original, key: original });
  }
  yield { name: "clips.json", content: json(clips) };

  // Captions as the widget shows them: the customer's corrected or uploaded cues, else the made ones.
  const clipsById = new Map(data.media.map((clip) => [clip.id, clip]));
  const captions = data.entries.flatMap((entry) => {
    const clip = entry.mediaId ? clipsById.get(entry.mediaId) : undefined;
    if (clip?.status !== "ready") return [];
    const { cues, edited } = captionsOf(entry, clip);
    return [{ entryId: entry.id, mediaId: clip.id, edited, file: `captions/${entry.id}.vtt`, cues }];
  });
  yield { name: "captions.json", content: json(captions.map(({ cues: _cues, ...listed }) => listed)) };
  for (const caption of captions) {
    yield { name: caption.file, content: new TextEncoder().encode(vttOf(caption.cues)) };
  }
  for (const file of files) yield { name: file.name, content: await store.read(file.key) };
}

/**
 * An upload's file extension, from its first bytes (it was stored as it came, whatever its name):
 * ISO media (MP4, QuickTime), Matroska or WebM, else a neutral one.
 */
async function originalExtension(store: MediaStore, key: string): Promise<string> {
  const head = Buffer.concat(await (await store.read(key, { start: 0, end: 31 })).toArray());
  if (head.subarray(4, 8).toString("latin1") === "ftyp") {
    return head.subarray(8, 12).toString("latin1") === "qt  " ? "mov" : "mp4";
  }
  if (head.subarray(0, 4).toString("hex") === "1a45dfa3") {
    return head.includes(Buffer.from("webm")) ? "webm" : "mkv";
  }
  return "bin";
}

export type ExportJobDeps = {
  db: Database;
  store: MediaStore;
  log: FastifyBaseLogger;
  portalUrl: string;
  /** Told once an export is ready: its "ready" mail was queued. */
  onReady?: () => void;
};

/**
 * The "data-export" kind: builds the archive of one export into the media store, then marks it
 * ready and queues the "ready" mail in one transaction, while the job is still this worker's. An
 * account deleted meanwhile (or a job lost to another worker) leaves an archive nobody owns: its
 * bytes are deleted at once.
 */
export function dataExportJobKind(deps: ExportJobDeps): JobKindOptions<DataExportJobPayload> {
  const { db, store, log } = deps;
  return {
    ...dataExportJobOptions,
    async handler({ exportId }: DataExportJobPayload, context: JobContext) {
      const job = await findPendingExport(db, exportId);
      if (!job) return;
      await recordExportAttempt(db, job.id, context.attempt);
      const data = await readAccountData(db, job.userId);
      if (!data) return;
      const storageKey = `${job.userId}/export-${randomUUID()}`;
      await store.put(storageKey, zipStream(exportFiles(data, store)));
      const sizeBytes = (await store.size(storageKey)) ?? 0;
      let ready = false;
      await context.whileHeld(async (tx) => {
        if (!(await markExportReady(tx, job.id, { storageKey, sizeBytes }))) return;
        await enqueueMail(tx, "data-export-ready", dataExportReadyMail(data.user.email, deps.portalUrl));
        ready = true;
      });
      if (!ready) {
        await store.delete(storageKey);
        return;
      }
      deps.onReady?.();
    },
    async onFailed({ exportId }, { error, context }) {
      log.error({ err: error, exportId, attempts: context.attempt }, "data export failed for good");
      await context.whileHeld((tx) => markExportFailed(tx, exportId));
    },
  };
}
