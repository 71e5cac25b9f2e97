import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { errorResponses } from "#server/routes/error-responses.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { API_DOCS_PATH, OPENAPI_PATH } from "./api-docs.ts";

const Document = z.object({
  openapi: z.string(),
  paths: z.record(
    z.string(),
    z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) })),
  ),
});

/**
 * Every registered /api route as "METHOD /path", read from Fastify's own route tree (an independent
 * source: the document comes from @fastify/swagger). The tree prints each child relative to its
 * parent, four characters deeper.
 */
function registeredApiRoutes(app: Awaited<ReturnType<typeof buildTestApp>>): string[] {
  const parents: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split("\n")
    .flatMap((line) => {
      const match = /^(.*?)[├└]── (\S+) \(([^)]+)\)$/.exec(line);
      if (!match?.[2] || !match[3]) return [];
      const depth = (match[1] ?? "").length / 4;
      const path = `${parents[depth - 1] ?? ""}${match[2]}`;
      parents[depth] = path;
      if (!path.startsWith("/api/") || path.endsWith("*")) return [];
      // OpenAPI writes a path parameter as {id} where Fastify writes :id.
      const documentedPath = path.replace(/:(\w+)/g, "{$1}");
      return match[3]
        .split(", ")
        .filter((method) => method !== "HEAD")
        .map((method) => `${method} ${documentedPath}`);
    });
}

describe("GET /api/docs", () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let document: z.infer<typeof Document>;
  beforeAll(async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: "GET", url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    document = Document.parse(response.json());
  });
  afterAll(() => app.close());

  it("documents every registered /api route, and nothing else", () => {
    const routes = registeredApiRoutes(app);
    expect(routes).toContain("POST /api/demo-requests");
    expect(routes).toContain("GET /api/pricing");
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.sort());
    expect(document.openapi).toBe("3.1.0");
  });

  it("documents the error answers of each route", () => {
    const demo = document.paths[apiPaths.demoRequests]?.post;
    expect(Object.keys(demo?.responses ?? {}).sort()).toEqual([
      "201",
      "400",
      "403",
      "413",
      "415",
      "422",
      "429",
      "500",
      "503",
    ]);
    expect(Object.keys(document.paths[apiPaths.pricing]?.get?.responses ?? {}).sort()).toEqual([
      "200",
      "304",
      "500",
    ]);
    expect(Object.keys(document.paths[apiPaths.health]?.get?.responses ?? {}).sort()).toEqual([
      "200",
      "500",
      "503",
    ]);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain("500");
      }
    }
  });

  it("describes every error answer from the one map of server/routes/error-responses.ts", () => {
    const described = new Set(Object.values(errorResponses).map((schema) => schema.description));
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const { description } = z.object({ description: z.string() }).parse(response);
          expect(described.has(description), `${method} ${path} ${status}: ${description}`).toBe(true);
        }
      }
    }
  });

  it("documents a route registered later, in another area, by itself", async () => {
    const later = await buildTestApp();
    try {
      later.withTypeProvider().post(
        "/api/later-area",
        {
          schema: { body: z.object({ name: z.string() }), response: { 201: z.object({ id: z.string() }) } },
        },
        async () => ({ id: "x" }),
      );
      const laterDocument = Document.parse((await later.inject({ method: "GET", url: OPENAPI_PATH })).json());
      expect(Object.keys(laterDocument.paths["/api/later-area"]?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(["201", "400", "403", "500"]),
      );
    } finally {
      await later.close();
    }
  });

  it("shows every operation on a page that runs no script, under a CSP without 'unsafe-inline'", async () => {
    const response = await app.inject({ method: "GET", url: API_DOCS_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(response.body).not.toContain("<script");
    for (const operation of [
      apiPaths.pricing,
      apiPaths.pricingConfigs,
      apiPaths.demoRequests,
      apiPaths.health,
    ]) {
      expect(response.body).toContain(`<code>${operation}</code>`);
    }
    expect(response.body).toContain("Too many requests from this address");
  });
});
