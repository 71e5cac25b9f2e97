import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { HONEYPOT_FIELD } from "#contracts/constants.ts";
import { DemoRequestCreated, demoFieldLabels, demoLimits } from "#contracts/demo.ts";
import { HONEYPOT_LABEL, messages } from "#contracts/messages.ts";
import { buildApp } from "#server/app.ts";
import type { AppConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { formRateLimits } from "#server/plugins/rate-limit.ts";
import { countDemoRequests, findDemoRequest } from "#server/repositories/demo-requests.ts";
import { countMailJobs, latestMailJobState } from "#server/repositories/mail-jobs.ts";
import { outboxDir } from "#server/services/mail.ts";
import { startSmtpSink, unreachableSmtpUrl } from "#server/test/smtp-sink.ts";
import { createTestDatabase, testConfig } from "#server/test/test-app.ts";

const SALES_EMAIL = "sales-team@avatalk.example";
const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  preferredTime: "Tuesday mornings",
  message: "We would like to see the widget on our docs site.",
};

/** The fields of a pino line the tests read. */
const LogLine = z.looseObject({
  level: z.number(),
  msg: z.string().optional(),
  demoRequestId: z.string().optional(),
});
type LogLine = z.infer<typeof LogLine>;
const LEVEL_ERROR = 50;

// One database for the file (opening PGlite takes seconds); each describe builds its own app on it.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The whole app with the real mail service built from its config, and its log lines kept. */
async function buildDemoApp(overrides: Partial<AppConfig> = {}) {
  const config = testConfig({ salesEmail: SALES_EMAIL, logLevel: "info", ...overrides });
  const logs: LogLine[] = [];
  const app = await buildApp(config, {
    database,
    serveWeb: false,
    logStream: { write: (line) => logs.push(LogLine.parse(JSON.parse(line))) },
  });
  return { app, config, logs };
}
type DemoApp = Awaited<ReturnType<typeof buildDemoApp>>["app"];

// Each request comes from its own address unless a test says otherwise, so the per-IP limit only
// bites in the test about it.
let nextAddress = 1;
function freshAddress(): string {
  nextAddress += 1;
  return `10.1.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

function postDemo(app: DemoApp, payload: unknown, remoteAddress = freshAddress()) {
  return app.inject({
    method: "POST",
    url: apiPaths.demoRequests,
    payload: JSON.stringify(payload),
    remoteAddress,
    headers: { "content-type": "application/json" },
  });
}

async function outboxFiles(dataDir: string): Promise<string[]> {
  const files = await fs.readdir(outboxDir(dataDir)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  return files.sort();
}

describe("POST /api/demo-requests", () => {
  let app: DemoApp;
  let config: AppConfig;
  let logs: LogLine[];
  beforeAll(async () => {
    ({ app, config, logs } = await buildDemoApp());
  });
  afterAll(() => app.close());

  it("stores the request and answers 201 with its id", async () => {
    const response = await postDemo(app, { ...valid, name: "  Ada Lovelace  " });

    expect(response.statusCode).toBe(201);
    const { id } = DemoRequestCreated.parse(response.json());
    const stored = await findDemoRequest(app.database.db, id);
    expect(stored).toMatchObject({ ...valid, id });
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it("stores blank optional fields as null", async () => {
    const response = await postDemo(app, {
      name: "Grace Hopper",
      email: "grace@example.com",
      company: "  ",
      message: "",
    });

    expect(response.statusCode).toBe(201);
    const { id } = DemoRequestCreated.parse(response.json());
    expect(await findDemoRequest(app.database.db, id)).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      company: null,
      preferredTime: null,
      message: null,
    });
  });

  it("writes the sales notification to the outbox as an .eml file when no SMTP server is configured", async () => {
    const before = await outboxFiles(config.dataDir);

    const response = await postDemo(app, valid);

    expect(response.statusCode).toBe(201);
    const { id } = DemoRequestCreated.parse(response.json());
    // The background sender writes it a moment after the answer (after earlier tests' mails).
    const filesOfThisRequest = async () => {
      const added = (await outboxFiles(config.dataDir)).filter((file) => !before.includes(file));
      const contents = await Promise.all(
        added.map(async (file) => [file, await fs.readFile(`${outboxDir(config.dataDir)}/${file}`, "utf8")]),
      );
      return contents.filter(([, eml]) => eml?.includes(`Request id: ${id}`)).map(([file]) => file);
    };
    await expect.poll(filesOfThisRequest, { timeout: 10_000 }).toHaveLength(1);
    const [file = ""] = await filesOfThisRequest();
    expect(file).toMatch(/^\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{12}\.eml$/);
    const eml = await fs.readFile(`${outboxDir(config.dataDir)}/${file}`, "utf8");
    expect(eml).toContain(`To: ${SALES_EMAIL}\r\n`);
    expect(eml).toContain(`Reply-To: ${valid.name} <${valid.email}>\r\n`);
    expect(eml).toContain(`Subject: Demo request from ${valid.name} (${valid.company})\r\n`);
    expect(eml).toContain(`Name: ${valid.name}`);
    expect(eml).toContain(`Email: ${valid.email}`);
    expect(eml).toContain(`Request id: ${id}`);
    expect(
      logs.some(
        (line) =>
          line.msg?.startsWith("mail written to the outbox") &&
          line.path === `${outboxDir(config.dataDir)}/${file}`,
      ),
    ).toBe(true);
  });

  it("answers 201 with an id but stores and mails nothing when the honeypot is filled", async () => {
    const rowsBefore = await countDemoRequests(app.database.db);
    const jobsBefore = await countMailJobs(app.database.db);

    const response = await postDemo(app, { ...valid, [HONEYPOT_FIELD]: "https://spam.example" });

    expect(response.statusCode).toBe(201);
    const { id } = DemoRequestCreated.parse(response.json());
    expect(await findDemoRequest(app.database.db, id)).toBeUndefined();
    expect(await countDemoRequests(app.database.db)).toBe(rowsBefore);
    expect(await countMailJobs(app.database.db)).toBe(jobsBefore);
  });

  it("accepts an empty honeypot, as the real form sends it", async () => {
    const response = await postDemo(app, { ...valid, [HONEYPOT_FIELD]: "" });

    expect(response.statusCode).toBe(201);
    const { id } = DemoRequestCreated.parse(response.json());
    expect(await findDemoRequest(app.database.db, id)).toBeDefined();
  });

  it.each([
    ["the name is missing", { email: valid.email }, "name", messages.form.required(demoFieldLabels.name)],
    [
      "the name is only spaces",
      { ...valid, name: "   " },
      "name",
      messages.form.required(demoFieldLabels.name),
    ],
    ["the email is missing", { name: valid.name }, "email", messages.form.required(demoFieldLabels.email)],
    ["the email is malformed", { ...valid, email: "ada@" }, "email", messages.form.invalidEmail],
    [
      "the message is too long",
      { ...valid, message: "x".repeat(demoLimits.message + 1) },
      "message",
      messages.form.tooLong(demoFieldLabels.message, demoLimits.message),
    ],
    [
      "the name is too long",
      { ...valid, name: "x".repeat(demoLimits.name + 1) },
      "name",
      messages.form.tooLong(demoFieldLabels.name, demoLimits.name),
    ],
    [
      "the name holds a NUL character",
      { ...valid, name: "Ada\u0000Lovelace" },
      "name",
      messages.form.invalidCharacters(demoFieldLabels.name),
    ],
    [
      "the name holds a line break that would forge a line in the sales mail",
      { ...valid, name: "Ada\r\nBcc: victim@example.com" },
      "name",
      messages.form.invalidCharacters(demoFieldLabels.name),
    ],
    [
      "the company holds a bidi override",
      { ...valid, company: "Acme \u202Egnp.exe" },
      "company",
      messages.form.invalidCharacters(demoFieldLabels.company),
    ],
    [
      "the message holds a line separator",
      { ...valid, message: "Hello\u2028there" },
      "message",
      messages.form.invalidCharacters(demoFieldLabels.message),
    ],
    ["a field is not part of the form", { ...valid, phone: "123" }, "phone", messages.form.unknownField],
    [
      "a field has the wrong type",
      { ...valid, name: 42 },
      "name",
      messages.form.notText(demoFieldLabels.name),
    ],
    [
      "the honeypot has the wrong type",
      { ...valid, [HONEYPOT_FIELD]: true },
      HONEYPOT_FIELD,
      messages.form.notText(HONEYPOT_LABEL),
    ],
  ])("answers 400 and names the field when %s", async (_case, payload, field, message) => {
    const rowsBefore = await countDemoRequests(app.database.db);

    const response = await postDemo(app, payload);

    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(body.message).toBe(messages.api.validationFailed);
    expect(body.fieldErrors?.[field]).toEqual([message]);
    expect(await countDemoRequests(app.database.db)).toBe(rowsBefore);
  });

  it("answers 400 when the body is JSON but not an object", async () => {
    const response = await postDemo(app, [valid]);

    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(Object.values(body.fieldErrors ?? {})).toEqual([[messages.form.invalidBody]]);
  });

  it("answers 400 when the body is not valid JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: apiPaths.demoRequests,
      payload: '{"name": "Ada",',
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json" },
    });

    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.invalidJson });
  });

  it("answers 415 when the body is not JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: apiPaths.demoRequests,
      payload: "name=Ada&email=ada@example.com",
      remoteAddress: freshAddress(),
      headers: { "content-type": "text/plain" },
    });

    expect(response.statusCode).toBe(415);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.unsupportedMediaType });
  });

  it("answers 413 when the body is larger than 64 KiB", async () => {
    const response = await postDemo(app, { ...valid, message: "x".repeat(65 * 1024) });

    expect(response.statusCode).toBe(413);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.payloadTooLarge });
  });

  it("answers 429 with Retry-After once an address has used up its limit", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < formRateLimits.demoRequest.max; attempt += 1) {
      expect((await postDemo(app, valid, address)).statusCode).toBe(201);
    }

    const limited = await postDemo(app, valid, address);

    expect(limited.statusCode).toBe(429);
    // The demo form's window is ten minutes; the visitor is told so, not to "wait a moment".
    expect(ApiError.parse(limited.json())).toEqual({
      message: "Too many requests. Please try again in 10 minutes.",
    });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(formRateLimits.demoRequest.timeWindow / 1000);
    // Another visitor is not affected.
    expect((await postDemo(app, valid)).statusCode).toBe(201);
  });

  it("ignores X-Forwarded-For by default, so a client cannot pick a new address per request", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt <= formRateLimits.demoRequest.max; attempt += 1) {
      const response = await app.inject({
        method: "POST",
        url: apiPaths.demoRequests,
        payload: JSON.stringify(valid),
        remoteAddress: address,
        headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${attempt + 1}` },
      });
      const expected = attempt < formRateLimits.demoRequest.max ? 201 : 429;
      expect(response.statusCode).toBe(expected);
    }
  });

  it("counts invalid submissions against the limit too", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < formRateLimits.demoRequest.max; attempt += 1) {
      expect((await postDemo(app, { name: "" }, address)).statusCode).toBe(400);
    }

    expect((await postDemo(app, valid, address)).statusCode).toBe(429);
  });

  it("logs nothing at error level for good and bad requests alike", () => {
    expect(logs.filter((line) => line.level >= LEVEL_ERROR)).toEqual([]);
  });
});

describe("POST /api/demo-requests with SMTP_URL set", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: DemoApp;
  let config: AppConfig;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ app, config } = await buildDemoApp({ smtpUrl: sink.url }));
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  it("sends the sales notification through the SMTP server and writes no outbox file", async () => {
    const response = await postDemo(app, valid);

    expect(response.statusCode).toBe(201);
    const { id } = DemoRequestCreated.parse(response.json());
    expect(await findDemoRequest(app.database.db, id)).toBeDefined();
    const forThisRequest = () => sink.received.filter((mail) => mail.raw.includes(`Request id: ${id}`));
    // Jobs the previous app left queued in the shared database may go first.
    await expect.poll(forThisRequest, { timeout: 10_000 }).toHaveLength(1);
    const [mail] = forThisRequest();
    expect(mail?.to).toEqual([SALES_EMAIL]);
    expect(mail?.from).toBe("no-reply@avatalk.example");
    expect(mail?.raw).toContain(`Reply-To: ${valid.name} <${valid.email}>`);
    expect(mail?.raw).toContain(`Name: ${valid.name}`);
    expect(mail?.raw).toContain(`Email: ${valid.email}`);
    expect(await outboxFiles(config.dataDir)).toEqual([]);
  });
});

describe("POST /api/demo-requests when the mail server is unreachable", () => {
  let app: DemoApp;
  let logs: LogLine[];
  beforeAll(async () => {
    ({ app, logs } = await buildDemoApp({ smtpUrl: await unreachableSmtpUrl() }));
  });
  afterAll(() => app.close());

  it("still answers 201, keeps the request and its mail job for a retry, and logs no personal data", async () => {
    const response = await postDemo(app, valid);

    expect(response.statusCode).toBe(201);
    const { id } = DemoRequestCreated.parse(response.json());
    expect(await findDemoRequest(app.database.db, id)).toMatchObject(valid);
    // Jobs the earlier apps left queued in the shared database are tried first.
    await expect
      .poll(() => latestMailJobState(app.database.db, "demo-request"), { timeout: 10_000 })
      .toMatchObject({
        status: "pending",
        attempts: 1,
        claimed: false,
        lastError: expect.stringMatching(/^ESOCKET: /),
        message: expect.objectContaining({ text: expect.stringContaining(`Request id: ${id}`) }),
      });
    // The queue records the retry first and logs it after: the row can be read before the line.
    await expect.poll(() => JSON.stringify(logs)).toContain("job failed; it will be retried");
    const logged = JSON.stringify(logs);
    expect(logged).not.toContain(valid.email);
    expect(logged).not.toContain(valid.name);
  });
});
