import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailJobs } from "#server/db/schema.ts";
import { createTestDatabase } from "#server/test/test-app.ts";
import { countDemoRequests, demoRequestRow, findDemoRequest } from "./demo-requests.ts";
import { countFeedbacks, feedbackRow } from "./feedbacks.ts";
import { insertSubmissionsWithMails } from "./form-submissions.ts";
import { findAnswer } from "./idempotency-keys.ts";

const mail = (subject: string) => ({ to: "sales@avatalk.example", subject, text: "A new lead" });
const answer = (key: string, id: string) => ({
  scope: "POST /api/demo-requests",
  key,
  requestHash: "hash",
  status: 201,
  response: { id },
});

describe("insertSubmissionsWithMails", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it("stores a group's rows, their mails and their answers in one statement", async () => {
    const { db } = database;
    const first = demoRequestRow({ name: "Ada", email: "ada@example.com" });
    const second = demoRequestRow({ name: "Grace", email: "grace@example.com" });
    const mailsBefore = await db.$count(mailJobs);

    await insertSubmissionsWithMails(
      db,
      "demoRequests",
      [
        { row: first, mail: mail("Ada"), answer: answer("key-1", first.id) },
        { row: second, mail: mail("Grace"), answer: undefined },
      ],
      "demo-request",
    );

    expect((await findDemoRequest(db, first.id))?.name).toBe("Ada");
    expect((await findDemoRequest(db, second.id))?.name).toBe("Grace");
    expect(await db.$count(mailJobs)).toBe(mailsBefore + 2);
    expect(await findAnswer(db, "POST /api/demo-requests", "key-1")).toMatchObject({
      response: { id: first.id },
    });
  });

  it("stores nothing of the group when one answer's key is already taken", async () => {
    const { db } = database;
    const taken = demoRequestRow({ name: "Taken", email: "taken@example.com" });
    await insertSubmissionsWithMails(
      db,
      "demoRequests",
      [{ row: taken, mail: mail("Taken"), answer: answer("key-2", taken.id) }],
      "demo-request",
    );
    const [rowsBefore, mailsBefore] = [await countDemoRequests(db), await db.$count(mailJobs)];

    const again = demoRequestRow({ name: "Again", email: "again@example.com" });
    const other = demoRequestRow({ name: "Other", email: "other@example.com" });
    await expect(
      insertSubmissionsWithMails(
        db,
        "demoRequests",
        [
          { row: other, mail: mail("Other"), answer: undefined },
          { row: again, mail: mail("Again"), answer: answer("key-2", again.id) },
        ],
        "demo-request",
      ),
    ).rejects.toThrow();

    expect(await countDemoRequests(db)).toBe(rowsBefore);
    expect(await db.$count(mailJobs)).toBe(mailsBefore);
  });

  it("writes each form into its own table", async () => {
    const { db } = database;
    const before = await countFeedbacks(db);
    const row = feedbackRow({
      name: "Ada",
      email: "ada@example.com",
      company: "Analytical Engines",
      message: "Hello",
      ipAddress: "203.0.113.7",
      userAgent: undefined,
    });
    await insertSubmissionsWithMails(
      db,
      "feedbacks",
      [{ row, mail: mail("Hello"), answer: undefined }],
      "contact-message",
    );
    expect(await countFeedbacks(db)).toBe(before + 1);
  });
});
