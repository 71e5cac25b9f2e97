import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { jobs, mailJobs } from "#server/db/schema.ts";
import { createTestDatabase } from "#server/test/test-app.ts";
import {
  enqueueMail,
  enqueueMailsWith,
  findMailJobState,
  MAIL_JOB_KIND,
  scheduleMailOnce,
} from "./mail-jobs.ts";

const mail = { to: "sales@avatalk.example", subject: "A new lead", text: "Hello" };

describe("enqueueMail", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it("queues a pending mail and its job on the queue, due at once", async () => {
    const { id } = await enqueueMail(database.db, "demo-request", mail);

    const [row] = await database.db.select().from(mailJobs).where(eq(mailJobs.id, id));
    expect(row).toMatchObject({ kind: "demo-request", message: mail, status: "pending" });
    const [job] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({
      kind: MAIL_JOB_KIND,
      payload: { mailJobId: id },
      state: "queued",
      attempts: 0,
    });
    expect(job?.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await findMailJobState(database.db, id)).toMatchObject({
      status: "pending",
      attempts: 0,
      claimed: false,
    });
  });

  it("queues mails in the statement of the writes that cause them, or none", async () => {
    const before = [await database.db.$count(mailJobs), await database.db.$count(jobs)];
    const write = database.db
      .$with("the_write")
      .as(database.db.insert(mailJobs).values({ kind: "x", message: mail }));
    await enqueueMailsWith(
      database.db,
      [write],
      [
        { kind: "contact-message", message: mail },
        { kind: "contact-message", message: mail },
      ],
    );
    expect([await database.db.$count(mailJobs), await database.db.$count(jobs)]).toEqual([
      (before[0] ?? 0) + 3,
      (before[1] ?? 0) + 2,
    ]);
  });

  it("schedules one mail per id, its message replaced while it is pending", async () => {
    const id = randomUUID();
    const runAfter = new Date(Date.now() + 3_600_000);
    await scheduleMailOnce(database.db, { id, kind: "widget-handoff-digest", message: mail, runAfter });
    const second = { ...mail, text: "Hello again" };
    await scheduleMailOnce(database.db, { id, kind: "widget-handoff-digest", message: second, runAfter });
    expect(await findMailJobState(database.db, id)).toMatchObject({
      status: "pending",
      message: second,
      runAfter,
    });
    expect(await database.db.$count(jobs, eq(jobs.id, id))).toBe(1);
  });

  it("commits with the caller's transaction or not at all", async () => {
    const before = await database.db.$count(mailJobs);
    const jobsBefore = await database.db.$count(jobs);
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, "contact-message", mail);
        throw new Error("the lead could not be stored");
      }),
    ).rejects.toThrow("the lead could not be stored");
    expect(await database.db.$count(mailJobs)).toBe(before);
    expect(await database.db.$count(jobs)).toBe(jobsBefore);

    await database.db.transaction((tx) => enqueueMail(tx, "contact-message", mail));
    expect(await database.db.$count(mailJobs)).toBe(before + 1);
  });
});
