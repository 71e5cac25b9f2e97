import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { mailJobs } from "#server/db/schema.ts";
import { createTestDatabase } from "#server/test/test-app.ts";
import { enqueueMail } from "./mail-jobs.ts";

const mail = { to: "sales@avatalk.example", subject: "A new lead", text: "Hello" };

describe("enqueueMail", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it("queues a pending job that is due at once", async () => {
    const { id } = await enqueueMail(database.db, "demo-request", mail);

    const [job] = await database.db.select().from(mailJobs).where(eq(mailJobs.id, id));
    expect(job).toMatchObject({ kind: "demo-request", message: mail, status: "pending", attempts: 0 });
    expect(job?.runAfter.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("commits with the caller's transaction or not at all", async () => {
    const before = await database.db.$count(mailJobs);
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, "contact-message", mail);
        throw new Error("the lead could not be stored");
      }),
    ).rejects.toThrow("the lead could not be stored");
    expect(await database.db.$count(mailJobs)).toBe(before);

    await database.db.transaction((tx) => enqueueMail(tx, "contact-message", mail));
    expect(await database.db.$count(mailJobs)).toBe(before + 1);
  });
});
