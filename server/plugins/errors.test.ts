import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { messages } from "#contracts/messages.ts";
import { BODY_LIMIT_BYTES, buildApp } from "#server/app.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createTestDatabase, testConfig } from "#server/test/test-app.ts";

const INTERNAL_DETAIL = "connect ECONNREFUSED postgres://avatalk:hunter2@10.0.0.5:5432";
const Echo = z.strictObject({ email: z.email(), note: z.string().max(10) });
/** The parts of a pino line this test reads. */
const LogLine = z.object({
  msg: z.string(),
  reqId: z.string().optional(),
  err: z.object({ message: z.string() }).optional(),
});

describe("error handling", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig({ logLevel: "error" }), {
      database,
      serveWeb: false,
      logStream: { write: (line) => logLines.push(line) },
    });
    // Routes that exist only in this test: an echo with a schema, and a handler that fails.
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.post("/api/test/echo", { schema: { body: Echo } }, async (request) => request.body);
    routes.get("/api/test/failure", async () => {
      throw new Error(INTERNAL_DETAIL);
    });
    // What Drizzle throws when the pool cannot connect: the driver's socket error as its cause.
    routes.get("/api/test/database-away", async () => {
      const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
        code: "ECONNREFUSED",
      });
      throw new Error("Failed query: select 1", { cause: refused });
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload,
      headers: { "content-type": "application/json", ...headers },
    });

  it("accepts a valid JSON body", async () => {
    const response = await post(JSON.stringify({ email: "ada@example.com", note: "hi" }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: "ada@example.com", note: "hi" });
  });

  it("answers 415 to a body that is not JSON", async () => {
    const response = await post("email=ada@example.com", { "content-type": "text/plain" });
    expect(response.statusCode).toBe(415);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.unsupportedMediaType });
  });

  it("answers 400 to malformed JSON", async () => {
    const response = await post('{"email": "ada@example.com",');
    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.invalidJson });
  });

  it("reads an empty JSON body as no body, which the route's schema then judges", async () => {
    const response = await app.inject({
      method: "POST",
      url: apiPaths.register,
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please check the highlighted fields.",
      fieldErrors: { _: ["The request body must be a JSON object."] },
    });
  });

  it("drops a key that would poison a prototype, instead of calling valid JSON invalid", async () => {
    const response = await post('{"__proto__": {"admin": true}, "email": "ada@example.com", "note": "hi"}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: "ada@example.com", note: "hi" });
  });

  it("answers 413 to a body over 64 KiB", async () => {
    const response = await post(
      JSON.stringify({ email: "ada@example.com", note: "x".repeat(BODY_LIMIT_BYTES) }),
    );
    expect(response.statusCode).toBe(413);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.payloadTooLarge });
  });

  it("answers 400 naming each invalid or unknown field", async () => {
    const invalid = await post(JSON.stringify({ email: "not-an-email", note: "far too long a note" }));
    expect(invalid.statusCode).toBe(400);
    const body = ApiError.parse(invalid.json());
    expect(body.message).toBe(messages.api.validationFailed);
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(["email", "note"]);

    const unknown = await post(JSON.stringify({ email: "ada@example.com", note: "hi", isAdmin: true }));
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(ApiError.parse(unknown.json()).fieldErrors ?? {})).toEqual(["isAdmin"]);
  });

  it("answers 400 to unknown fields named like an object's own members", async () => {
    for (const key of ["toString", "constructor", "valueOf", "hasOwnProperty"]) {
      const response = await post(JSON.stringify({ email: "ada@example.com", note: "hi", [key]: 1 }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(ApiError.parse(response.json()).fieldErrors ?? {})).toEqual([key]);
    }
  });

  it("answers 403 to a state-changing request from a foreign origin", async () => {
    const payload = JSON.stringify({ email: "ada@example.com", note: "hi" });
    const foreign = await post(payload, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(ApiError.parse(foreign.json())).toEqual({ message: messages.api.forbiddenOrigin });

    const own = await post(payload, { origin: "http://localhost:3000" });
    expect(own.statusCode).toBe(200);
  });

  it("answers 503 with our message when the database cannot be reached", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/database-away" });
    expect(response.statusCode).toBe(503);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.unavailable });
    expect(response.body).not.toContain("ECONNREFUSED");
  });

  it("answers 500 without internals, and logs the error with the request", async () => {
    logLines.length = 0;
    const response = await app.inject({ method: "GET", url: "/api/test/failure" });
    expect(response.statusCode).toBe(500);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.internal });
    expect(response.body).not.toContain("ECONNREFUSED");
    expect(response.body).not.toContain("hunter2");

    const logged = logLines
      .map((line) => LogLine.parse(JSON.parse(line)))
      .find((entry) => entry.msg === "request failed");
    expect(logged?.err?.message).toBe(INTERNAL_DETAIL);
    expect(logged?.reqId).toBeDefined();
  });
});
