import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnershipTypes } from "#contracts/partners.ts";
import { RETENTION } from "#contracts/privacy.ts";
import {
  demoRequests,
  emailVerificationTokens,
  feedbacks,
  liveMessages,
  loginThrottles,
  mailJobs,
  partnerApplications,
  passwordResetTokens,
  sessions,
  widgetConversations,
  widgetHandoffs,
  widgetMessages,
  widgetSettings,
} from "#server/db/schema.ts";
import { insertPendingByteDeletions } from "#server/repositories/pending-byte-deletions.ts";
import { withPurgeLock } from "#server/repositories/retention.ts";
import { insertUser } from "#server/repositories/users.ts";
import { newTestDataDir } from "#server/test/data-dirs.ts";
import { createTestDatabase, type TestDatabase } from "#server/test/test-app.ts";
import { localDiskStore } from "#server/widget/media-store.ts";
import { outboxDir, outboxFileName } from "./mail.ts";
import { RETENTION_LOCK_KEY, runRetentionPurge } from "./retention.ts";

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const log = pino({ level: "silent" });
const store = localDiskStore(newTestDataDir());
const outbox = outboxDir(newTestDataDir());
const purge = () => runRetentionPurge(database, store, log, outbox);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

async function account(retentionDays?: number) {
  const user = await insertUser(database.db, {
    fullName: "Ada Lovelace",
    email: `ada.${randomUUID()}@example.com`,
    phone: "+1 702 123 4567",
    passwordHash: "x",
  });
  if (!user) throw new Error("no user");
  if (retentionDays) {
    await database.db
      .insert(widgetSettings)
      .values({ userId: user.id, color: "#4f46e5", position: "bottom-right", retentionDays });
  }
  return user.id;
}

async function conversation(userId: string, ageDays: number, messages = 1) {
  const [row] = await database.db
    .insert(widgetConversations)
    .values({ userId, language: "en", createdAt: ago(ageDays) })
    .returning();
  if (!row) throw new Error("no conversation");
  await database.db.insert(widgetMessages).values(
    Array.from({ length: messages }, (_, n) => ({
      conversationId: row.id,
      question: `Question ${n}?`,
      answered: false,
      createdAt: ago(ageDays),
    })),
  );
  return row.id;
}

async function exists(table: typeof widgetConversations | typeof widgetHandoffs, ids: string[]) {
  const rows = await database.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}

describe("the retention purge", () => {
  it("deletes conversations past their account's window with their messages and handoffs, and keeps newer ones", async () => {
    const standard = await account();
    const brief = await account(30);
    const old = await conversation(standard, RETENTION.conversationDays + 1, 1_201);
    const recent = await conversation(standard, RETENTION.conversationDays - 1);
    const briefOld = await conversation(brief, 31);
    const briefRecent = await conversation(brief, 29);
    const [openHandoff] = await database.db
      .insert(widgetHandoffs)
      .values({ userId: standard, conversationId: old, email: "v@example.org", question: "?" })
      .returning();
    const handoffs = await database.db
      .insert(widgetHandoffs)
      .values([
        {
          userId: standard,
          conversationId: recent,
          email: "a@example.org",
          question: "?",
          handledAt: ago(31),
        },
        {
          userId: standard,
          conversationId: recent,
          email: "b@example.org",
          question: "?",
          handledAt: ago(29),
        },
        { userId: standard, conversationId: recent, email: "c@example.org", question: "?" },
        { userId: brief, email: "d@example.org", question: "?", createdAt: ago(31) },
        { userId: brief, email: "e@example.org", question: "?", createdAt: ago(29) },
      ])
      .returning();

    const report = await purge();
    // 1201 messages of one conversation: three statements of 500 at most.
    expect(report).toMatchObject({ conversations: 2, messages: 1_202 });

    expect(await exists(widgetConversations, [old, recent, briefOld, briefRecent])).toEqual(
      new Set([recent, briefRecent]),
    );
    const left = await database.db
      .select({ id: widgetMessages.id })
      .from(widgetMessages)
      .where(inArray(widgetMessages.conversationId, [old, briefOld]));
    expect(left).toEqual([]);
    const kept = await exists(widgetHandoffs, [openHandoff?.id ?? "", ...handoffs.map((row) => row.id)]);
    expect([...kept].sort()).toEqual([handoffs[1]?.id, handoffs[2]?.id, handoffs[4]?.id].map(String).sort());
  });

  it("deletes a live chat's rows with its conversation, after the account's window, and keeps a newer chat's", async () => {
    const brief = await account(30);
    const old = await conversation(brief, 31);
    const recent = await conversation(brief, 29);
    const rows = (conversationId: string, count: number) =>
      Array.from({ length: count }, (_, n) => ({
        conversationId,
        userId: brief,
        kind: "visitor" as const,
        body: `Message ${n}`,
      }));
    await database.db.insert(liveMessages).values([...rows(old, 3), ...rows(recent, 2)]);

    const report = await purge();
    expect(report).toMatchObject({ conversations: 1, messages: 4 });
    const left = await database.db
      .select({ conversationId: liveMessages.conversationId })
      .from(liveMessages)
      .where(inArray(liveMessages.conversationId, [old, recent]));
    expect(left).toEqual([{ conversationId: recent }, { conversationId: recent }]);
  });

  it("deletes leads after 24 months and done mail jobs after 30 days, and keeps newer ones and pending mail", async () => {
    const months = (count: number) => {
      const date = new Date();
      date.setMonth(date.getMonth() - count);
      return date;
    };
    const lead = { name: "Grace", email: "grace@example.org", company: "Navy", message: "Hello" };
    const contact = await database.db
      .insert(feedbacks)
      .values([
        { ...lead, ipAddress: "10.0.0.1", createdAt: months(25) },
        { ...lead, ipAddress: "10.0.0.1", createdAt: months(23) },
      ])
      .returning({ id: feedbacks.id });
    const demos = await database.db
      .insert(demoRequests)
      .values([
        { name: "Grace", email: "grace@example.org", createdAt: months(25) },
        { name: "Grace", email: "grace@example.org", createdAt: months(23) },
      ])
      .returning({ id: demoRequests.id });
    const partners = await database.db
      .insert(partnerApplications)
      .values([
        { ...lead, partnershipType: partnershipTypes[0], ip: "10.0.0.1", createdAt: months(25) },
        { ...lead, partnershipType: partnershipTypes[0], ip: "10.0.0.1", createdAt: months(23) },
      ])
      .returning({ id: partnerApplications.id });
    const message = { to: "grace@example.org", subject: "Hi", text: "Hello" };
    const mail = await database.db
      .insert(mailJobs)
      .values([
        { kind: "contact-message", status: "sent", sentAt: ago(31) },
        { kind: "contact-message", status: "sent", sentAt: ago(29) },
        { kind: "contact-message", status: "failed", message, createdAt: ago(31) },
        { kind: "contact-message", status: "pending", message, createdAt: ago(31) },
      ])
      .returning({ id: mailJobs.id });

    const report = await purge();
    expect(report).toMatchObject({ leads: 3, mailJobs: 2 });
    const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
    expect(idsOf(await database.db.select({ id: feedbacks.id }).from(feedbacks))).toEqual([contact[1]?.id]);
    expect(idsOf(await database.db.select({ id: demoRequests.id }).from(demoRequests))).toEqual([
      demos[1]?.id,
    ]);
    expect(idsOf(await database.db.select({ id: partnerApplications.id }).from(partnerApplications))).toEqual(
      [partners[1]?.id],
    );
    const mailLeft = idsOf(await database.db.select({ id: mailJobs.id }).from(mailJobs));
    expect(mailLeft.sort()).toEqual([mail[1]?.id, mail[3]?.id].map(String).sort());
  });

  it("deletes expired refresh tokens, reset and verification links and day-old lockout counts, and keeps live ones", async () => {
    const userId = await account();
    const token = (expiresAt: Date, usedAt: Date | null = null) => ({
      userId,
      tokenHash: randomUUID(),
      expiresAt,
      usedAt,
    });
    const hourAgo = new Date(Date.now() - 3_600_000);
    const inAnHour = new Date(Date.now() + 3_600_000);
    const familyId = randomUUID();
    const refresh = await database.db
      .insert(sessions)
      .values([
        { userId, familyId, tokenHash: randomUUID(), expiresAt: hourAgo, rotatedAt: ago(2) },
        { userId, familyId: randomUUID(), tokenHash: randomUUID(), expiresAt: inAnHour },
      ])
      .returning({ id: sessions.id });
    const resets = await database.db
      .insert(passwordResetTokens)
      .values([token(hourAgo), token(hourAgo, ago(1)), token(inAnHour)])
      .returning({ id: passwordResetTokens.id });
    const verifications = await database.db
      .insert(emailVerificationTokens)
      .values([token(hourAgo, ago(1)), token(inAnHour)])
      .returning({ id: emailVerificationTokens.id });
    await database.db.insert(loginThrottles).values([
      { key: `old-${userId}`, windowStartedAt: ago(RETENTION.loginThrottleDays + 0.01), attempts: 5 },
      { key: `new-${userId}`, windowStartedAt: new Date(), attempts: 1 },
    ]);

    expect(await purge()).toMatchObject({ signInRows: 1 + 2 + 1 + 1 });

    const left = async (
      table: typeof sessions | typeof passwordResetTokens | typeof emailVerificationTokens,
    ) => {
      const rows = await database.db.select({ id: table.id }).from(table).where(eq(table.userId, userId));
      return rows.map((row) => row.id);
    };
    expect(await left(sessions)).toEqual([refresh[1]?.id]);
    expect(await left(passwordResetTokens)).toEqual([resets[2]?.id]);
    expect(await left(emailVerificationTokens)).toEqual([verifications[1]?.id]);
    const throttles = await database.db
      .select({ key: loginThrottles.key })
      .from(loginThrottles)
      .where(inArray(loginThrottles.key, [`old-${userId}`, `new-${userId}`]));
    expect(throttles).toEqual([{ key: `new-${userId}` }]);
  });

  it("deletes the outbox's mail files after the mail jobs' 30 days, and keeps newer ones and files it did not write", async () => {
    await fs.mkdir(outbox, { recursive: true });
    const old = outboxFileName(ago(RETENTION.mailJobDays + 1));
    const recent = outboxFileName(ago(RETENTION.mailJobDays - 1));
    const foreign = "notes.eml";
    for (const name of [old, recent, foreign]) await fs.writeFile(path.join(outbox, name), "Subject: hi");

    expect(await purge()).toMatchObject({ outboxFiles: 1 });
    expect((await fs.readdir(outbox)).sort()).toEqual([foreign, recent].sort());
  });

  it("purges without an outbox folder (mail goes over SMTP)", async () => {
    const elsewhere = outboxDir(newTestDataDir());
    expect(await runRetentionPurge(database, store, log, elsewhere)).toMatchObject({ outboxFiles: 0 });
  });

  it("deletes stored bytes that earlier deletions left behind", async () => {
    const key = `${randomUUID()}/left-behind`;
    await store.put(key, Readable.from([Buffer.from("clip")]));
    await insertPendingByteDeletions(database.db, [key]);
    expect(await purge()).toMatchObject({ storedBytes: 1 });
    expect(await store.size(key)).toBeUndefined();
  });

  it("runs in one replica at a time on PostgreSQL: another holding the lock skips the round", async () => {
    const other = await database.openAnotherClient();
    try {
      const purged = await conversation(await account(), RETENTION.conversationDays + 1);
      if (database.kind === "postgres") {
        const skipped = await withPurgeLock(other.db, RETENTION_LOCK_KEY, () => purge());
        expect(skipped).toBeUndefined();
        expect((await exists(widgetConversations, [purged])).size).toBe(1);
      }
      expect(await purge()).toMatchObject({ conversations: 1 });
      expect(await database.db.$count(widgetConversations, eq(widgetConversations.id, purged))).toBe(0);
    } finally {
      await other.close();
    }
  });
});
