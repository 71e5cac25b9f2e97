import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { demoRequests, idempotencyKeys } from "#server/db/schema.ts";
import { countDemoRequests, demoRequestRow } from "#server/repositories/demo-requests.ts";
import {
  deleteExpiredAnswers,
  findAnswer,
  IDEMPOTENCY_KEY_TTL_MS,
  rememberAnswers,
} from "#server/repositories/idempotency-keys.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { answerOnce } from "./idempotency.ts";

const Created = z.object({ id: z.uuid() });
const URL = "/api/test/idempotent-write";

describe("answerOnce (Idempotency-Key)", () => {
  let app: FastifyInstance & { database: DatabaseHandle };
  let failNext = false;

  beforeAll(async () => {
    app = await buildTestApp();
    // A write like the forms': a row stored with the answer, 201 with its id.
    app.post(URL, async (request, reply) => {
      const { db } = app.database;
      const { name } = request.body as { name: string };
      const row = demoRequestRow({ name, email: "ada@example.com" });
      const failing = failNext;
      failNext = false;
      return answerOnce(request, reply, db, {
        answer: { status: 201, body: { id: row.id } },
        commit: async (answer) => {
          // A failing write divides by zero in its row, after the answer's insert has run: the
          // statement is undone whole, the stored answer with it.
          await db
            .with(...(answer ? [rememberAnswers(db, [answer])] : []))
            .insert(demoRequests)
            .values(failing ? { ...row, name: sql`(1 / 0)::text` } : row);
        },
      });
    });
  });
  afterAll(() => app.close());

  const post = (name: string, key?: string) =>
    app.inject({
      method: "POST",
      url: URL,
      payload: { name },
      headers: key === undefined ? {} : { "idempotency-key": key },
    });
  const rows = () => countDemoRequests(app.database.db);

  it("stores every request that comes without a key", async () => {
    const before = await rows();
    expect((await post("Ada")).statusCode).toBe(201);
    expect((await post("Ada")).statusCode).toBe(201);
    expect(await rows()).toBe(before + 2);
  });

  it("stores a repeated key once and answers the retry with the first answer", async () => {
    const before = await rows();
    const first = await post("Ada", "key-repeat-1");
    const retry = await post("Ada", "key-repeat-1");

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(Created.parse(retry.json())).toEqual(Created.parse(first.json()));
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(await rows()).toBe(before + 1);
  });

  it("stores two requests with the same key that arrive at once only once", async () => {
    const before = await rows();
    const answers = await Promise.all([
      post("Ada", "key-race"),
      post("Ada", "key-race"),
      post("Ada", "key-race"),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => Created.parse(answer.json()).id));
    expect(ids.size).toBe(1);
    expect(await rows()).toBe(before + 1);
  });

  it("refuses the same key with another body with 422 and stores nothing", async () => {
    await post("Ada", "key-other-body");
    const before = await rows();

    const response = await post("Grace", "key-other-body");

    expect(response.statusCode).toBe(422);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.idempotencyKeyReused });
    expect(await rows()).toBe(before);
  });

  it("answers 400 for a key that is empty, too long or not visible ASCII", async () => {
    for (const key of ["", "x".repeat(256), "naïve-key", "two words"]) {
      const response = await post("Ada", key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(ApiError.parse(response.json())).toEqual({ message: messages.api.invalidIdempotencyKey });
    }
  });

  it("keeps neither the rows nor the key of a write that failed, so a retry stores it", async () => {
    const before = await rows();
    failNext = true;
    expect((await post("Ada", "key-after-failure")).statusCode).toBe(500);
    expect(await rows()).toBe(before);

    const retry = await post("Ada", "key-after-failure");
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    expect(await rows()).toBe(before + 1);
  });

  it("stores a write again under a key whose answer has expired", async () => {
    await app.database.db.insert(idempotencyKeys).values({
      scope: `POST ${URL}`,
      key: "key-expired",
      requestHash: "of another body",
      status: 201,
      response: { id: "00000000-0000-4000-8000-000000000000" },
      createdAt: new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000),
    });
    const before = await rows();

    const response = await post("Ada", "key-expired");

    expect(response.statusCode).toBe(201);
    expect(response.headers["idempotent-replayed"]).toBeUndefined();
    expect(await rows()).toBe(before + 1);
    const retry = await post("Ada", "key-expired");
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(response.json());
  });
});

describe("deleteExpiredAnswers", () => {
  it("forgets keys once they are a day old, and none before", async () => {
    const app = await buildTestApp();
    try {
      const { db } = app.database;
      const entry = { scope: "POST /x", requestHash: "h", status: 201, response: { id: "1" } };
      await db.insert(idempotencyKeys).values([
        { ...entry, key: "fresh" },
        { ...entry, key: "old" },
      ]);

      const later = new Date(Date.now() + IDEMPOTENCY_KEY_TTL_MS + 60_000);
      expect(await findAnswer(db, "POST /x", "old", later)).toMatchObject({ expired: true });
      expect(await deleteExpiredAnswers(db)).toBe(0);
      expect(await findAnswer(db, "POST /x", "fresh")).toMatchObject({ status: 201, expired: false });
      expect(await deleteExpiredAnswers(app.database.db, later)).toBe(2);
    } finally {
      await app.close();
    }
  });
});
