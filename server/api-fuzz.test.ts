import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { OPENAPI_PATH } from "#server/plugins/api-docs.ts";
import { createTestDatabase, testConfig } from "#server/test/test-app.ts";
import { createWebFixture } from "#server/test/web-fixture.ts";

/**
 * Hostile input against every route of the OpenAPI document (docs/reliability.md): the routes
 * come from /api/docs, so a new route is fuzzed without new test code. Invariants: never a 5xx,
 * every answer is a 2xx or a status the document lists for that operation, and a refused request
 * stores nothing. Seeded, so a failure replays.
 */

const SEED = 20261122;
const RUNS_PER_OPERATION = 60;

type Operation = { method: string; path: string; statuses: Set<number>; bodyKeys: string[] };

let app: FastifyInstance;
let webRoot: string;
let operations: Operation[];

/** Rows of a raw query; both drivers answer `{ rows }`. */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The count of every row of every table a request could write to, as one query. */
async function countRowsQuery(): Promise<ReturnType<typeof sql>> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  // A refused request may remember its answer for a retry (idempotency keys); that is not a lead.
  const names = tables.map((row) => row.table_name).filter((name) => name !== "idempotency_keys");
  return sql.raw(
    `select (${names.map((name) => `(select count(*) from "${name}")`).join(" + ")})::text as total`,
  );
}
let countRows: ReturnType<typeof sql>;

async function storedRows(): Promise<number> {
  const [count] = await rowsOf<{ total: string }>(countRows);
  return Number(count?.total ?? Number.NaN);
}

beforeAll(async () => {
  webRoot = createWebFixture();
  const database = await createTestDatabase();
  app = await buildApp(testConfig({ webRoot }), { database, mailSender: { enabled: false } });
  app.addHook("onClose", () => database.close());
  countRows = await countRowsQuery();
  const document = (await app.inject({ method: "GET", url: OPENAPI_PATH })).json() as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: unknown }>>;
  };
  operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const schema = (
        operation.requestBody as
          | { content?: Record<string, { schema?: { properties?: object } }> }
          | undefined
      )?.content?.["application/json"]?.schema;
      return {
        method: method.toUpperCase(),
        path: route,
        statuses: new Set(Object.keys(operation.responses ?? {}).map(Number)),
        bodyKeys: Object.keys(schema?.properties ?? {}),
      };
    }),
  );
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** Strings that have broken other servers: injections, unicode edge cases, huge and empty. */
const nastyString = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE users; --",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "../../../../etc/passwd",
    "%00",
    "\u0000",
    "\u202e\u2066",
    "\u2028\u2029",
    "\ud800",
    "𝕳𝖊𝖑𝖑𝖔 👋🏽",
    "a".repeat(70_000),
    "",
    " ",
    "null",
    "__proto__",
    "constructor",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);

/** Any JSON, including deep nesting and the prototype's own names as keys. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.nat({ max: 1000 }).map((depth) => JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`)),
);

/** A body shaped like the operation's own (its field names) with values of every wrong kind. */
function bodyFor(operation: Operation) {
  const value = fc.oneof(nastyString, anyJson, fc.integer(), fc.boolean(), fc.constant(null));
  const shaped =
    operation.bodyKeys.length > 0
      ? fc.dictionary(fc.constantFrom(...operation.bodyKeys, "extra", "__proto__"), value, { maxKeys: 8 })
      : fc.dictionary(fc.string({ maxLength: 10 }), value, { maxKeys: 4 });
  return fc.oneof(
    shaped.map((body) => ({ payload: JSON.stringify(body), type: "application/json" })),
    anyJson.map((body) => ({ payload: JSON.stringify(body), type: "application/json" })),
    fc.string({ maxLength: 200 }).map((text) => ({ payload: text, type: "application/json" })),
    fc
      .constantFrom('{"a":', "{'a': 1}", "[1,2", "\u0000", "")
      .map((text) => ({ payload: text, type: "application/json" })),
    fc
      .constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/xml",
      )
      .map((type) => ({ payload: "name=a&email=b", type })),
    fc.constant({ payload: JSON.stringify({ message: "x".repeat(70 * 1024) }), type: "application/json" }),
  );
}

/** A path with its parameters filled by random, hostile or well-formed values. */
function pathFor(operation: Operation) {
  const parameter = fc.oneof(
    fc.uuid(),
    // A lone surrogate cannot be put in a URL at all (encodeURIComponent throws): a client's problem.
    nastyString.filter((text) => text.length < 2000 && !/\p{Surrogate}/u.test(text)),
    fc.constant("00000000-0000-4000-8000-000000000000"),
  );
  const names = operation.path.match(/\{[^}]+\}/g) ?? [];
  return fc
    .tuple(...names.map(() => parameter))
    .map((values) =>
      names.reduce(
        (url, name, index) => url.replace(name, encodeURIComponent(values[index] ?? "")),
        operation.path,
      ),
    );
}

const query = fc.oneof(
  fc.constant(""),
  fc
    .dictionary(
      fc.constantFrom("cursor", "limit", "key", "lang", "q", "x"),
      nastyString.filter((text) => text.length < 500),
      {
        maxKeys: 3,
      },
    )
    .map((params) => `?${new URLSearchParams(params).toString()}`),
);

let nextAddress = 0;
/** Each request from its own address, so rate limits do not hide what a route does. */
const freshAddress = () => {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250) % 250}.${nextAddress % 250}`;
};

describe("every API operation under hostile input", () => {
  it("is found in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain(
      "POST /api/feedbacks/add",
    );
  });

  it("answers 2xx or a documented 4xx, never a 5xx, and stores nothing it refused", async () => {
    const surprises: string[] = [];
    for (const operation of operations) {
      const request = fc.record({
        url: fc.tuple(pathFor(operation), query).map(([url, search]) => `${url}${search}`),
        body: operation.method === "GET" ? fc.constant(undefined) : bodyFor(operation),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ url, body }) => {
          const before = await storedRows();
          const response = await app.inject({
            method: operation.method as "GET",
            url,
            remoteAddress: freshAddress(),
            headers: body ? { "content-type": body.type } : {},
            payload: body?.payload,
          });
          const status = response.statusCode;
          if (status >= 500)
            throw new Error(`${operation.method} ${url} answered ${status}: ${response.body.slice(0, 300)}`);
          if (status >= 300 && !operation.statuses.has(status)) {
            surprises.push(`${operation.method} ${operation.path} answered an undocumented ${status}`);
          }
          if (status >= 400) {
            expect(response.headers["content-type"]).toMatch(/^application\/json/);
            expect(typeof response.json().message).toBe("string");
            expect(await storedRows()).toBe(before);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
    }
    expect([...new Set(surprises)]).toEqual([]);
  }, 240_000);
});

describe("static paths", () => {
  it("never serve a file outside the web root, whatever the path", async () => {
    const secret = path.join(path.dirname(webRoot), `${path.basename(webRoot)}-secret.txt`);
    fs.writeFileSync(secret, "top secret");
    try {
      const segment = fc.oneof(
        fc.constantFrom("..", "%2e%2e", "%2E%2E", "..%2f", "..%5c", "%252e%252e", ".", "", "assets", "%00"),
        fc.string({ maxLength: 8 }).map(encodeURIComponent),
      );
      const target = fc.constantFrom(`${path.basename(webRoot)}-secret.txt`, "etc/passwd", "index.html");
      await fc.assert(
        fc.asyncProperty(fc.array(segment, { maxLength: 8 }), target, async (segments, file) => {
          const response = await app.inject({ method: "GET", url: `/${[...segments, file].join("/")}` });
          expect(response.statusCode).toBeLessThan(500);
          expect(response.body).not.toContain("top secret");
          expect(response.body).not.toContain("root:x:0:0");
        }),
        { seed: SEED, numRuns: 300 },
      );
    } finally {
      fs.rmSync(secret, { force: true });
    }
  });
});
