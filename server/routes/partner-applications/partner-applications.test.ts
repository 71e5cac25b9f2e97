import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { HONEYPOT_FIELD } from "#contracts/constants.ts";
import { messages } from "#contracts/messages.ts";
import { PartnerApplicationCreated, partnerFieldLabels, partnerLimits } from "#contracts/partners.ts";
import { mailJobs } from "#server/db/schema.ts";
import { formRateLimits } from "#server/plugins/rate-limit.ts";
import { findMailJobState } from "#server/repositories/mail-jobs.ts";
import {
  countPartnerApplications,
  findPartnerApplication,
} from "#server/repositories/partner-applications.ts";
import { buildTestApp } from "#server/test/test-app.ts";

const SALES_EMAIL = "partners-inbox@avatalk.example";
const valid = {
  partnershipType: "agency",
  name: "Mira Kovač",
  email: "mira@northwind-digital.example",
  company: "Northwind Digital",
  website: "https://northwind-digital.example",
  message: "We build sites for 40 retailers and would like to offer video support.",
};

let nextAddress = 1;
/** Each request comes from its own address unless a test says otherwise (the limit is per IP). */
function freshAddress(): string {
  nextAddress += 1;
  return `10.2.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

function apply(app: FastifyInstance, payload: unknown, remoteAddress = freshAddress()) {
  return app.inject({
    method: "POST",
    url: apiPaths.partnerApplications,
    payload: JSON.stringify(payload),
    remoteAddress,
    headers: { "content-type": "application/json", "user-agent": "PartnerTest/1.0" },
  });
}

async function partnerMailJobs(app: Awaited<ReturnType<typeof buildTestApp>>) {
  return app.database.db.select().from(mailJobs).where(eq(mailJobs.kind, "partner-application"));
}

describe("POST /api/partners/apply", () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ salesEmail: SALES_EMAIL });
  });
  afterAll(() => app.close());

  it("stores the application with the sender's address and browser, and answers 201 with its id", async () => {
    const response = await apply(app, { ...valid, name: "  Mira Kovač  " }, "10.9.9.9");

    expect(response.statusCode).toBe(201);
    const { id } = PartnerApplicationCreated.parse(response.json());
    const stored = await findPartnerApplication(app.database.db, id);
    expect(stored).toMatchObject({
      ...valid,
      id,
      website: "https://northwind-digital.example/",
      ip: "10.9.9.9",
      userAgent: "PartnerTest/1.0",
      handledAt: null,
    });
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it.each([
    ["white-label", "White Label"],
    ["hosting", "Hosting Company"],
  ])("accepts the %s partnership type", async (partnershipType) => {
    const response = await apply(app, { ...valid, partnershipType });

    expect(response.statusCode).toBe(201);
    const { id } = PartnerApplicationCreated.parse(response.json());
    expect((await findPartnerApplication(app.database.db, id))?.partnershipType).toBe(partnershipType);
  });

  it("queues a notification to the sales inbox in the same transaction", async () => {
    const response = await apply(app, { ...valid, partnershipType: "hosting" });

    const { id } = PartnerApplicationCreated.parse(response.json());
    const job = (await partnerMailJobs(app)).find((candidate) => candidate.message?.text.includes(id));
    expect(job).toMatchObject({ status: "pending" });
    expect(await findMailJobState(app.database.db, job?.id ?? "")).toMatchObject({ attempts: 0 });
    expect(job?.message).toMatchObject({
      to: SALES_EMAIL,
      replyTo: { name: valid.name, address: valid.email },
      subject: `Partner application (Hosting Company) from ${valid.name}, ${valid.company}`,
    });
    expect(job?.message?.text).toContain("Partnership type: Hosting Company");
    expect(job?.message?.text).toContain(`Website: ${valid.website}/`);
    expect(job?.message?.text).toContain(valid.message);
  });

  it("takes a website without a scheme as https, and no website at all", async () => {
    const bare = await apply(app, { ...valid, website: "  agency.example/work " });
    const { id } = PartnerApplicationCreated.parse(bare.json());
    expect((await findPartnerApplication(app.database.db, id))?.website).toBe("https://agency.example/work");

    const none = await apply(app, { ...valid, website: "" });
    const { id: noneId } = PartnerApplicationCreated.parse(none.json());
    expect((await findPartnerApplication(app.database.db, noneId))?.website).toBeNull();

    const { website: _omitted, ...withoutWebsite } = valid;
    expect((await apply(app, withoutWebsite)).statusCode).toBe(201);
  });

  it("answers 201 with an id but stores and mails nothing when the honeypot is filled", async () => {
    const rowsBefore = await countPartnerApplications(app.database.db);
    const jobsBefore = (await partnerMailJobs(app)).length;

    const response = await apply(app, { ...valid, [HONEYPOT_FIELD]: "https://spam.example" });

    expect(response.statusCode).toBe(201);
    const { id } = PartnerApplicationCreated.parse(response.json());
    expect(await findPartnerApplication(app.database.db, id)).toBeUndefined();
    expect(await countPartnerApplications(app.database.db)).toBe(rowsBefore);
    expect(await partnerMailJobs(app)).toHaveLength(jobsBefore);
  });

  it.each([
    [
      "the partnership type is missing",
      { ...valid, partnershipType: undefined },
      "partnershipType",
      messages.partner.chooseType,
    ],
    [
      "the partnership type is unknown",
      { ...valid, partnershipType: "reseller" },
      "partnershipType",
      messages.partner.chooseType,
    ],
    [
      "the name is missing",
      { ...valid, name: undefined },
      "name",
      messages.form.required(partnerFieldLabels.name),
    ],
    [
      "the name is only spaces",
      { ...valid, name: "   " },
      "name",
      messages.form.required(partnerFieldLabels.name),
    ],
    ["the email is malformed", { ...valid, email: "mira@northwind" }, "email", messages.form.invalidEmail],
    [
      "the company is missing",
      { ...valid, company: "" },
      "company",
      messages.form.required(partnerFieldLabels.company),
    ],
    [
      "the message is missing",
      { ...valid, message: "" },
      "message",
      messages.form.required(partnerFieldLabels.message),
    ],
    [
      "the message is too long",
      { ...valid, message: "x".repeat(partnerLimits.message + 1) },
      "message",
      messages.form.tooLong(partnerFieldLabels.message, partnerLimits.message),
    ],
    [
      "the website is not a web address",
      { ...valid, website: "not a site" },
      "website",
      messages.partner.invalidWebsite,
    ],
    [
      "the website uses another scheme",
      { ...valid, website: "javascript:alert(1)" },
      "website",
      messages.partner.invalidWebsite,
    ],
    [
      "the website carries credentials",
      { ...valid, website: "https://user:pw@agency.example" },
      "website",
      messages.partner.invalidWebsite,
    ],
    [
      "the company holds a line break that would forge a line in the sales mail",
      { ...valid, company: "Acme\r\nBcc: victim@example.com" },
      "company",
      messages.form.invalidCharacters(partnerFieldLabels.company),
    ],
    ["a field is not part of the form", { ...valid, phone: "123" }, "phone", messages.form.unknownField],
  ])("answers 400 and names the field when %s", async (_case, payload, field, message) => {
    const rowsBefore = await countPartnerApplications(app.database.db);

    const response = await apply(app, payload);

    expect(response.statusCode).toBe(400);
    const body = ApiError.parse(response.json());
    expect(body.message).toBe(messages.api.validationFailed);
    expect(body.fieldErrors?.[field]).toEqual([message]);
    expect(await countPartnerApplications(app.database.db)).toBe(rowsBefore);
  });

  it("answers 415 when the body is not JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: apiPaths.partnerApplications,
      payload: "name=Mira",
      remoteAddress: freshAddress(),
      headers: { "content-type": "text/plain" },
    });

    expect(response.statusCode).toBe(415);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.unsupportedMediaType });
  });

  it("answers 429 with Retry-After once an address has used up its limit", async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < formRateLimits.partnerApplication.max; attempt += 1) {
      expect((await apply(app, valid, address)).statusCode).toBe(201);
    }
    const rowsBefore = await countPartnerApplications(app.database.db);

    const limited = await apply(app, valid, address);

    expect(limited.statusCode).toBe(429);
    expect(ApiError.parse(limited.json())).toEqual({
      message: messages.rateLimit.tooManyRequests(Number(limited.headers["retry-after"])),
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await countPartnerApplications(app.database.db)).toBe(rowsBefore);
    // Another visitor is not affected.
    expect((await apply(app, valid)).statusCode).toBe(201);
  });

  it("stores an application once when a lost answer is retried with the same Idempotency-Key", async () => {
    const rowsBefore = await countPartnerApplications(app.database.db);
    const key = `partner-${Date.now()}`;
    const first = await app.inject({
      method: "POST",
      url: apiPaths.partnerApplications,
      payload: JSON.stringify(valid),
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json", "idempotency-key": key },
    });
    const retry = await app.inject({
      method: "POST",
      url: apiPaths.partnerApplications,
      payload: JSON.stringify(valid),
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/json", "idempotency-key": key },
    });

    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json()).toEqual(first.json());
    expect(await countPartnerApplications(app.database.db)).toBe(rowsBefore + 1);
  });

  it("keeps neither the application nor the mail when the transaction fails", async () => {
    const rowsBefore = await countPartnerApplications(app.database.db);
    const jobsBefore = (await partnerMailJobs(app)).length;
    // The mail cannot be queued: the application written before it must be rolled back too.
    await app.database.db.execute(sql`ALTER TABLE mail_jobs RENAME TO mail_jobs_away`);
    try {
      const response = await apply(app, valid);
      expect(response.statusCode).toBe(500);
      expect(ApiError.parse(response.json())).toEqual({ message: messages.api.internal });
    } finally {
      await app.database.db.execute(sql`ALTER TABLE mail_jobs_away RENAME TO mail_jobs`);
    }
    expect(await countPartnerApplications(app.database.db)).toBe(rowsBefore);
    expect(await partnerMailJobs(app)).toHaveLength(jobsBefore);
  });
});
