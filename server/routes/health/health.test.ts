import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
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
    const response = await app.inject({ method: "GET", url: apiPaths.health });
    expect(response.statusCode).toBe(200);
    expect(Health.parse(response.json())).toEqual({ status: "ok", db: "ok" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const response = await app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(response.statusCode).toBe(404);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.routeNotFound });
  });

  it("answers 405 with the methods it takes to a path that exists under others", async () => {
    const login = await app.inject({ method: "GET", url: `${apiPaths.login}?next=1` });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe("POST");
    expect(login.json()).toEqual({ message: "This API endpoint does not accept GET requests." });
    const entry = await app.inject({
      method: "POST",
      url: fillPath(apiPaths.widgetEntry, { id: "7d3b6a52-0a4c-4d43-9d55-0d2a7c8f1e90" }),
    });
    expect(entry.statusCode).toBe(405);
    expect(entry.headers.allow?.split(", ").toSorted()).toEqual(["DELETE", "PUT"]);
    const health = await app.inject({ method: "DELETE", url: apiPaths.health });
    expect(health.headers.allow?.split(", ").toSorted()).toEqual(["GET", "HEAD"]);
  });
});
