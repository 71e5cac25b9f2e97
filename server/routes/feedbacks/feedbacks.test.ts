import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { contactLimits, HONEYPOT_FIELD } from "#contracts/constants.ts";
import { ContactMessageCreated } from "#contracts/contact.ts";
import { contactFieldLabels, HONEYPOT_LABEL, messages } from "#contracts/messages.ts";
import { buildApp } from "#server/app.ts";
import type { AppConfig } from "#server/config.ts";
import { formRateLimits } from "#server/plugins/rate-limit.ts";
import { countFeedbacks, findFeedback } from "#server/repositories/feedbacks.ts";
import { USER_AGENT_MAX_LENGTH } from "#server/repositories/form-submissions.ts";
import { countMailJobs, latestMailJobState, MAIL_JOB_KIND } from "#server/repositories/mail-jobs.ts";
import { outboxDir } from "#server/services/mail.ts";
import type { MailSenderOptions } from "#server/services/mail-sender.ts";
import { startSilentSmtpServer, startSmtpSink } from "#server/test/smtp-sink.ts";
import { createTestDatabase, type TestDatabase, testConfig } from "#server/test/test-app.ts";
import { unusedPort } from "#server/test/unused-port.ts";

const SALES_EMAIL = "sales-team@avatalk.example";
const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  message: "We would like the assistant on our docs site.\nCan we talk next week?",
};

const LogLine = z.looseObject({ level: z.number(), msg: z.string().optional() });
type LogLine = z.infer<typeof LogLine>;
const LEVEL_ERROR = 50;

/** Retries after a few milliseconds, and a short grace on close, so the mail paths run quickly. */
const FAST_SENDER: Partial<MailSenderOptions> = {
  pollIntervalMs: 100,
  firstRetryDelayMs: 50,
  maxRetryDelayMs: 200,
  shutdownGraceMs: 200,
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function buildContactApp(overrides: Partial<AppConfig> = {}, onDatabase: TestDatabase = database) {
  const config = testConfig({ salesEmail: SALES_EMAIL, logLevel: "info", ...overrides });
  const logs: LogLine[] = [];
  const app = await buildApp(config, {
    database: onDatabase,
    serveWeb: false,
    mailSender: { options: FAST_SENDER },
    logStream: { write: (line) => logs.push(LogLine.parse(JSON.parse(line))) },
  });
  return { app, config, logs };
}
type ContactApp = Awaited<ReturnType<typeof buildContactApp>>["app"];

let nextAddress = 1;
function freshAddress(): string {
  nextAddress += 1;
  return `10.6.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

function postContact(
  app: ContactApp,
  payload: unknown,
  {
    remoteAddress = freshAddress(),
    headers = {},
  }: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "POST",
    url: apiPaths.feedbacks,
    payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    remoteAddress,
    headers: { "content-type": "application/json", ...headers },
  });
}

describe("POST /api/feedbacks/add", () => {
  let app: ContactApp;
  let config: AppConfig;
  let logs: LogLine[];
  beforeAll(async () => {
    ({ app, config, logs } = await buildContactApp());
  });
  afterAll(() => app.close());

  it("stores the message with its time, address and user agent, and answers 201 with its id", async () => {
    const response = await postContact(
      app,
      { ...valid, name: "  Ada Lovelace ", [HONEYPOT_FIELD]: "" },
      { remoteAddress: "10.6.200.1", headers: { "user-agent": "Mozilla/5.0 (test)" } },
    );

    expect(response.statusCode).toBe(201);
    const { id } = ContactMessageCreated.parse(response.json());
    expect(await findFeedback(app.database.db, id)).toEqual({
      id,
      ...valid,
      ipAddress: "10.6.200.1",
      userAgent: "Mozilla/5.0 (test)",
      createdAt: expect.any(Date),
      handledAt: null,
    });
  });

  it("keeps the message's line breaks, stored as LF", async () => {
    const response = await postContact(app, { ...valid, message: "Line one\r\nLine two\rLine three\tend" });

    const { id } = ContactMessageCreated.parse(response.json());
    expect((await findFeedback(app.database.db, id))?.message).toBe("Line one\nLine two\nLine three\tend");
  });

  it("cuts an overlong user agent instead of refusing the message", async () => {
    const response = await postContact(app, valid, { headers: { "user-agent": "x".repeat(5_000) } });

    const { id } = ContactMessageCreated.parse(response.json());
    expect((await findFeedback(app.database.db, id))?.userAgent).toHaveLength(USER_AGENT_MAX_LENGTH);
  });

  it("queues the sales notification with the message and writes it to the outbox without SMTP_URL", async () => {
    const response = await postContact(app, valid);

    const { id } = ContactMessageCreated.parse(response.json());
    const readOutbox = async () => {
      const folder = outboxDir(config.dataDir);
      const files = await fs.readdir(folder).catch(() => []);
      const mails = await Promise.all(files.map((file) => fs.readFile(`${folder}/${file}`, "utf8")));
      return mails.filter((eml) => eml.includes(`Message id: ${id}`));
    };
    await expect.poll(readOutbox, { timeout: 10_000 }).toHaveLength(1);
    const [eml = ""] = await readOutbox();
    expect(eml).toContain(`To: ${SALES_EMAIL}\r\n`);
    expect(eml).toContain(`Reply-To: ${valid.name} <${valid.email}>\r\n`);
    expect(eml).toContain(`Subject: Contact message from ${valid.name} (${valid.company})\r\n`);
    expect(eml).toContain(`Name: ${valid.name}\r\nEmail: ${valid.email}\r\nCompany: ${valid.company}\r\n`);
    expect(eml).toContain(
      "Message:\r\nWe would like the assistant on our docs site.\r\nCan we talk next week?",
    );
    expect(await latestMailJobState(app.database.db, "contact-message")).toMatchObject({
      kind: "contact-message",
    });
  });

  it("stores and mails a submission retried with the same Idempotency-Key once", async () => {
    const rowsBefore = await countFeedbacks(app.database.db);
    const jobsBefore = await countMailJobs(app.database.db);
    const headers = { "idempotency-key": "contact-retry-0123456789abcdef" };
    const remoteAddress = freshAddress();

    const first = await postContact(app, valid, { remoteAddress, headers });
    const retry = await postContact(app, valid, { remoteAddress, headers });

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await countFeedbacks(app.database.db)).toBe(rowsBefore + 1);
    expect(await countMailJobs(app.database.db)).toBe(jobsBefore + 1);
  });

  it("stores each of many messages sent at once with its own mail, and a key sent twice among them once", async () => {
    const { db } = app.database;
    const rowsBefore = await countFeedbacks(db);
    const jobsBefore = await countMailJobs(db);
    const questions = Array.from({ length: 40 }, (_, n) => `${valid.message} (question ${n})`);
    const twice = { headers: { "idempotency-key": "contact-burst-twice-0123456789" } };
    const asked = { ...valid, message: `${valid.message} (asked twice)` };

    const answers = await Promise.all([
      ...questions.map((message) => postContact(app, { ...valid, message })),
      postContact(app, asked, twice),
      postContact(app, asked, twice),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 201));
    const ids = answers.map((answer) => ContactMessageCreated.parse(answer.json()).id);
    expect(ids.at(-1)).toBe(ids.at(-2));
    const stored = await Promise.all(ids.slice(0, questions.length).map((id) => findFeedback(db, id)));
    expect(stored.map((row) => row?.message)).toEqual(questions);
    expect(await countFeedbacks(db)).toBe(rowsBefore + questions.length + 1);
    expect(await countMailJobs(db)).toBe(jobsBefore + questions.length + 1);
  });

  it("answers 201 but stores and mails nothing when the honeypot is filled", async () => {
    const rowsBefore = await countFeedbacks(app.database.db);
    const jobsBefore = await countMailJobs(app.database.db);

    const response = await postContact(app, { ...valid, [HONEYPOT_FIELD]: "https://spam.example" });

    expect(response.statusCode).toBe(201);
    const { id } = ContactMessageCreated.parse(response.json());
    expect(await findFeedback(app.database.db, id)).toBeUndefined();
    expect(await countFeedbacks(app.database.db)).toBe(rowsBefore);
    expect(await countMailJobs(app.database.db)).toBe(jobsBefore);
  });

  const { name, email, company, message } = contactFieldLabels;
  it.each([
    ["the name is missing", { ...valid, name: undefined }, "name", messages.form.required(name)],
    ["the name is only spaces", { ...valid, name: "   " }, "name", messages.form.required(name)],
    ["the email is missing", { ...valid, email: undefined }, "email", messages.form.required(email)],
    ["the company is empty", { ...valid, company: "" }, "company", messages.form.required(company)],
    ["the message is missing", { ...valid, message: undefined }, "message", messages.form.required(message)],
    ["the email is malformed", { ...valid, email: "ada@" }, "email", messages.form.invalidEmail],
    [
      "the email has no top-level domain",
      { ...valid, email: "ada@example" },
      "email",
      messages.form.invalidEmail,
    ],
    [
      "the name is longer than 200 characters",
      { ...valid, name: "x".repeat(contactLimits.name + 1) },
      "name",
      messages.form.tooLong(name, contactLimits.name),
    ],
    [
      "the email is longer than 254 characters",
      { ...valid, email: `${"a".repeat(64)}@${"b".repeat(186)}.com` },
      "email",
      messages.form.tooLong(email, contactLimits.email),
    ],
    [
      "the company is longer than 200 characters",
      { ...valid, company: "x".repeat(contactLimits.company + 1) },
      "company",
      messages.form.tooLong(company, contactLimits.company),
    ],
    [
      "the message is longer than 5000 characters",
      { ...valid, message: "x".repeat(contactLimits.message + 1) },
      "message",
      messages.form.tooLong(message, contactLimits.message),
    ],
    [
      "the name holds a NUL",
      { ...valid, name: "Ada\u0000Lovelace" },
      "name",
      messages.form.invalidCharacters(name),
    ],
    [
      "the message holds a NUL",
      { ...valid, message: "Hi\u0000" },
      "message",
      messages.form.invalidCharacters(message),
    ],
    [
      "the company holds a control character",
      { ...valid, company: "Acme\u0007" },
      "company",
      messages.form.invalidCharacters(company),
    ],
    [
      "the name holds a C1 control",
      { ...valid, name: "Ada\u0085Lovelace" },
      "name",
      messages.form.invalidCharacters(name),
    ],
    ["the name holds DEL", { ...valid, name: "Ada\u007f" }, "name", messages.form.invalidCharacters(name)],
    [
      "the name holds CR and LF that would forge a line in the sales mail",
      { ...valid, name: "Ada\r\nBcc: victim@example.com" },
      "name",
      messages.form.invalidCharacters(name),
    ],
    [
      "the name holds a lone LF",
      { ...valid, name: "Ada\nLovelace" },
      "name",
      messages.form.invalidCharacters(name),
    ],
    [
      "the company holds a tab",
      { ...valid, company: "Acme\tLtd" },
      "company",
      messages.form.invalidCharacters(company),
    ],
    [
      "the name holds U+2028",
      { ...valid, name: "Ada\u2028Lovelace" },
      "name",
      messages.form.invalidCharacters(name),
    ],
    [
      "the message holds U+2029",
      { ...valid, message: "One\u2029Two" },
      "message",
      messages.form.invalidCharacters(message),
    ],
    [
      "the company holds a bidi override",
      { ...valid, company: "Acme \u202Egnp.exe" },
      "company",
      messages.form.invalidCharacters(company),
    ],
    [
      "the message holds a bidi isolate",
      { ...valid, message: "Hi \u2066there\u2069" },
      "message",
      messages.form.invalidCharacters(message),
    ],
    [
      "the email holds a NUL",
      { ...valid, email: "ada\u0000@example.com" },
      "email",
      messages.form.invalidEmail,
    ],
    ["a field is not part of the form", { ...valid, phone: "123" }, "phone", messages.form.unknownField],
    ["the name is a number", { ...valid, name: 42 }, "name", messages.form.notText(name)],
    [
      "the message is an object",
      { ...valid, message: { text: "hi" } },
      "message",
      messages.form.notText(message),
    ],
    [
      "the honeypot is not text",
      { ...valid, [HONEYPOT_FIELD]: true },
      HONEYPOT_FIELD,
      messages.form.notText(HONEYPOT_LABEL),
    ],
  ])("answers 400 naming the field, and stores nothing, when %s", async (_case, payload, field, expected) => {
    const rowsBefore = await countFeedbacks(app.database.db);

    const response = await postContact(app, payload);

    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(body.message).toBe(messages.api.validationFailed);
    expect(body.fieldErrors?.[field]).toEqual([expected]);
    expect(await countFeedbacks(app.database.db)).toBe(rowsBefore);
  });

  it.each([
    ["an array", JSON.stringify([valid])],
    ["a string", JSON.stringify("hello")],
    ["null", "null"],
  ])("answers 400 when the body is %s instead of an object", async (_case, payload) => {
    const response = await postContact(app, payload);

    expect(response.statusCode).toBe(400);
    expect(Object.values(ApiError.parse(response.json()).fieldErrors ?? {})).toEqual([
      [messages.form.invalidBody],
    ]);
  });

  it("answers 400 when the body is not valid JSON", async () => {
    const response = await postContact(app, '{"name": "Ada",');

    expect(response.statusCode).toBe(400);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.invalidJson });
  });

  it("answers 415 when the body is not JSON", async () => {
    const response = await postContact(app, "name=Ada", { headers: { "content-type": "text/plain" } });

    expect(response.statusCode).toBe(415);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.unsupportedMediaType });
  });

  it("answers 413 when the body is larger than 64 KiB", async () => {
    const response = await postContact(app, { ...valid, message: "x".repeat(65 * 1024) });

    expect(response.statusCode).toBe(413);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.payloadTooLarge });
  });

  it("answers 403 to a browser request from another origin", async () => {
    const response = await postContact(app, valid, { headers: { origin: "https://evil.example" } });

    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.forbiddenOrigin });
  });

  it("answers 429 with Retry-After once an address has used up its limit", async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < formRateLimits.contactMessage.max; attempt += 1) {
      expect((await postContact(app, valid, { remoteAddress })).statusCode).toBe(201);
    }

    const limited = await postContact(app, valid, { remoteAddress });

    expect(limited.statusCode).toBe(429);
    expect(ApiError.parse(limited.json())).toEqual({
      message: messages.rateLimit.tooManyRequests(Number(limited.headers["retry-after"])),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await postContact(app, valid)).statusCode).toBe(201);
  });

  it("logs nothing at error level, and no visitor's text at any level", () => {
    expect(logs.filter((line) => line.level >= LEVEL_ERROR)).toEqual([]);
    const logged = JSON.stringify(logs);
    expect(logged).not.toContain(valid.email);
    expect(logged).not.toContain(valid.name);
  });
});

describe("POST /api/feedbacks/add and the mail server", () => {
  // A database of its own: no jobs queued by the tests above go first.
  let quiet: TestDatabase;
  beforeAll(async () => {
    quiet = await createTestDatabase();
  });
  afterAll(() => quiet.close());

  it("delivers the notification over SMTP", async () => {
    const sink = await startSmtpSink();
    const { app, config } = await buildContactApp({ smtpUrl: sink.url }, quiet);
    try {
      const { id } = ContactMessageCreated.parse((await postContact(app, valid)).json());

      const forThisMessage = () => sink.received.filter((mail) => mail.raw.includes(`Message id: ${id}`));
      await expect.poll(forThisMessage, { timeout: 10_000 }).toHaveLength(1);
      const [mail] = forThisMessage();
      expect(mail?.to).toEqual([SALES_EMAIL]);
      expect(mail?.raw).toContain(`Reply-To: ${valid.name} <${valid.email}>`);
      await expect(fs.readdir(outboxDir(config.dataDir))).rejects.toMatchObject({ code: "ENOENT" });
    } finally {
      await app.close();
      await sink.close();
    }
  });

  it("stores the lead and answers at once while SMTP is down, and mails it once SMTP is back", async () => {
    const port = await unusedPort();
    const { app } = await buildContactApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, quiet);
    let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    try {
      const started = performance.now();
      const response = await postContact(app, valid);
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(response.statusCode).toBe(201);
      const { id } = ContactMessageCreated.parse(response.json());
      expect(await findFeedback(app.database.db, id)).toMatchObject(valid);
      await expect
        .poll(() => latestMailJobState(app.database.db, "contact-message"))
        .toMatchObject({
          status: "pending",
          lastError: expect.stringMatching(/^ESOCKET: /),
        });

      sink = await startSmtpSink(port);
      const received = sink.received;
      await expect
        .poll(() => received.filter((mail) => mail.raw.includes(`Message id: ${id}`)), { timeout: 10_000 })
        .toHaveLength(1);
    } finally {
      await app.close();
      await sink?.close();
    }
  });

  it("answers well under a second when the mail server never answers, and loses nothing", async () => {
    const silent = await startSilentSmtpServer();
    const first = await buildContactApp({ smtpUrl: silent.url }, quiet);
    const ids: string[] = [];
    try {
      for (let n = 0; n < 3; n += 1) {
        const started = performance.now();
        const response = await postContact(first.app, { ...valid, message: `Message ${n}` });
        expect(performance.now() - started).toBeLessThan(1_000);
        expect(response.statusCode).toBe(201);
        ids.push(ContactMessageCreated.parse(response.json()).id);
      }
      // The sender has claimed a job and is waiting for the server's greeting, which never comes.
      await expect.poll(() => silent.connections(), { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      // The sender hangs on the silent server; the app still closes, handing the job back.
      await first.app.close();
      await silent.close();
    }
    expect(first.logs).toContainEqual(
      expect.objectContaining({
        msg: "stopped before these jobs finished; released",
        kind: MAIL_JOB_KIND,
      }),
    );
    for (const id of ids) expect(await findFeedback(quiet.db, id)).toBeDefined();

    const sink = await startSmtpSink();
    const second = await buildContactApp({ smtpUrl: sink.url }, quiet);
    try {
      // Another server (or this one restarted): its sender starts when the app is ready.
      await second.app.ready();
      const delivered = () =>
        ids.filter((id) => sink.received.some((mail) => mail.raw.includes(`Message id: ${id}`)));
      await expect.poll(delivered, { timeout: 10_000 }).toEqual(ids);
    } finally {
      await second.app.close();
      await sink.close();
    }
  });
});
