import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createTestDatabase } from "#server/test/test-app.ts";
import { insertUser } from "./users.ts";
import { insertEntry, listEntryTexts } from "./widget-entries.ts";

describe("listEntryTexts", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.migrate();
  });
  afterAll(() => database.close());

  it("reads every entry of the language once, across its pages, with phrasings and answer cut", async () => {
    const { db } = database;
    const user = await insertUser(db, {
      fullName: "Paged Reader",
      email: "paged.reader@example.com",
      phone: "+4915112345678",
      passwordHash: "not a real hash",
    });
    if (!user) throw new Error("no user");
    // More than two pages of the one language, and a few in another that must not come with them.
    for (let index = 0; index < 230; index += 1) {
      await insertEntry(db, user.id, {
        title: `Entry ${index}`,
        questions: [`Question ${index}?`, `Another way to ask ${index}?`],
        answer: `Answer ${index} `.repeat(20),
        language: "en",
      });
    }
    for (let index = 0; index < 3; index += 1) {
      await insertEntry(db, user.id, {
        title: `Eintrag ${index}`,
        questions: ["Frage?"],
        answer: "Antwort",
        language: "de",
      });
    }

    const texts = await listEntryTexts(db, user.id, "en", 13);

    expect(texts).toHaveLength(230);
    expect(new Set(texts.map((text) => text.title)).size).toBe(230);
    const first = texts.find((text) => text.title === "Entry 7");
    expect(first).toMatchObject({ questions: "Question 7?\nA", answer: "Answer 7 Answ" });
  });
});
