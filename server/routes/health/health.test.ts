import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { Health } from "#contracts/health.ts";
import { messages } from "#contracts/messages.ts";
import { buildTestApp } from "#server/test/test-app.ts";

describe("GET /api/health", () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it("answers ok after a real database query", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(Health.parse(response.json())).toEqual({ status: "ok", db: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const response = await app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.routeNotFound });
  });
});
