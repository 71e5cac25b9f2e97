import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#server/db/client.ts";
import { describeFailure, retryDelayMs } from "#server/jobs/backoff.ts";
import { createJobQueue, type JobLog, type JobQueue } from "#server/jobs/queue.ts";
import { enqueueMail, findMailJobState, MAIL_JOB_KIND } from "#server/repositories/mail-jobs.ts";
import { startSmtpSink } from "#server/test/smtp-sink.ts";
import { createTestDatabase, type TestDatabase } from "#server/test/test-app.ts";
import { unusedPort } from "#server/test/unused-port.ts";
import { createMailer, type Mailer, type OutgoingMail, outboxDir } from "./mail.ts";
import { type MailSenderOptions, mailJobKind } from "./mail-sender.ts";

const FROM = "Avatalk <no-reply@avatalk.example>";
const VISITOR = { name: "Ada Lovelace", address: "ada.lovelace@example.com" };

function mailNumber(n: number): OutgoingMail {
  return {
    to: "sales@avatalk.example",
    replyTo: VISITOR,
    subject: `Contact message ${n} from ${VISITOR.name}`,
    text: `Message number ${n}`,
  };
}

function enqueue(db: DatabaseHandle["db"], mail: OutgoingMail): Promise<string> {
  return enqueueMail(db, "contact-message", mail).then((job) => job.id);
}

/** Timings for tests: retries after a few milliseconds, no waiting on the poll. */
const FAST: Partial<MailSenderOptions> = {
  pollIntervalMs: 50,
  firstRetryDelayMs: 20,
  maxRetryDelayMs: 100,
  shutdownGraceMs: 200,
};

type LogCall = { level: "info" | "warn" | "error"; fields: unknown; message: string };
function recordingLog() {
  const calls: LogCall[] = [];
  const at = (level: LogCall["level"]) => (fields: unknown, message: string) =>
    calls.push({ level, fields, message });
  return { calls, log: { info: vi.fn(at("info")), warn: vi.fn(at("warn")), error: vi.fn(at("error")) } };
}

/** A mailer that accepts everything and keeps what it was given. */
function recordingMailer(): { mailer: Mailer; sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    mailer: {
      send: async (mail) => {
        sent.push(mail);
        return { via: "smtp", messageId: `<${sent.length}@test>` };
      },
    },
  };
}

let database: TestDatabase;
const senders: JobQueue[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await database.migrate();
});
afterEach(async () => {
  await Promise.all(senders.splice(0).map((sender) => sender.stop()));
});
afterAll(() => database.close());

function startSender(
  mailer: Mailer,
  options: Partial<MailSenderOptions> = {},
  db: DatabaseHandle["db"] = database.db,
) {
  const { calls, log } = recordingLog();
  const sender = createSender(db, mailer, log, options);
  senders.push(sender);
  void sender.start();
  return { sender, logs: calls };
}

/** A process's mail sender: a job queue with the "mail" kind, as server/plugins/mail-sender.ts defines it. */
function createSender(
  db: DatabaseHandle["db"],
  mailer: Mailer,
  log: JobLog,
  options: Partial<MailSenderOptions> = {},
): JobQueue {
  const queue = createJobQueue({ db, log });
  queue.define(MAIL_JOB_KIND, mailJobKind({ db, mailer, log, options: { ...FAST, ...options } }));
  return queue;
}

describe("the mail sender", () => {
  it("delivers a queued mail over SMTP and marks the job sent", async () => {
    const sink = await startSmtpSink();
    try {
      const id = await enqueue(database.db, mailNumber(1));
      startSender(
        createMailer({ smtpUrl: sink.url, mailFrom: FROM, dataDir: "/nonexistent" }, { info() {} }),
      );

      await expect
        .poll(() => findMailJobState(database.db, id))
        .toMatchObject({ status: "sent", attempts: 1 });
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(["sales@avatalk.example"]);
      expect(sink.received[0]?.raw).toContain("Message number 1");
      // Sent: the time is kept, the message (it may hold a reset link) is not.
      expect(await findMailJobState(database.db, id)).toMatchObject({
        sentAt: expect.any(Date),
        message: null,
        claimed: false,
      });
    } finally {
      await sink.close();
    }
  });

  it("writes the .eml file to DATA_DIR/outbox without SMTP_URL", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "avatalk-sender-"));
    try {
      const id = await enqueue(database.db, mailNumber(2));
      startSender(createMailer({ smtpUrl: undefined, mailFrom: FROM, dataDir }, { info() {} }));

      await expect.poll(() => findMailJobState(database.db, id)).toMatchObject({ status: "sent" });
      const [file] = await fs.readdir(outboxDir(dataDir));
      expect(await fs.readFile(path.join(outboxDir(dataDir), file ?? ""), "utf8")).toContain(
        "Message number 2",
      );
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it("keeps the job while SMTP is down and sends it once the server is back", async () => {
    const port = await unusedPort();
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM, dataDir: "/nonexistent" },
      { info() {} },
    );
    const id = await enqueue(database.db, mailNumber(3));
    const { logs } = startSender(mailer, { firstRetryDelayMs: 100, maxRetryDelayMs: 200 });

    await expect
      .poll(() => findMailJobState(database.db, id))
      .toMatchObject({ status: "pending", lastError: expect.stringMatching(/^ESOCKET: /) });

    const sink = await startSmtpSink(port);
    try {
      await expect
        .poll(() => findMailJobState(database.db, id), { timeout: 5_000 })
        .toMatchObject({
          status: "sent",
        });
      expect(sink.received).toHaveLength(1);
      expect(logs).toContainEqual(
        expect.objectContaining({
          level: "warn",
          fields: expect.objectContaining({ jobId: id, code: "ESOCKET" }),
        }),
      );
      // Nothing about the visitor reaches the log: no address, no name, no subject.
      const logged = JSON.stringify(logs);
      expect(logged).not.toContain(VISITOR.address);
      expect(logged).not.toContain(VISITOR.name);
    } finally {
      await sink.close();
    }
  });

  it("marks a job failed with the last error after its last attempt", async () => {
    const mailer: Mailer = {
      send: async () => {
        throw Object.assign(new Error("454 Temporary authentication failure"), { code: "EAUTH" });
      },
    };
    const id = await enqueue(database.db, mailNumber(4));
    const { logs } = startSender(mailer, { maxAttempts: 3 });

    await expect
      .poll(() => findMailJobState(database.db, id))
      .toMatchObject({
        status: "failed",
        attempts: 3,
        lastError: "EAUTH: 454 Temporary authentication failure",
      });
    expect(logs.filter((call) => call.level === "warn")).toHaveLength(2);
    // The sender logs once the failure is recorded: a poll on another connection can see the row first.
    await expect
      .poll(() => logs.filter((call) => call.level === "error"))
      .toEqual([
        expect.objectContaining({
          fields: { jobId: id, kind: MAIL_JOB_KIND, attempt: 3, code: "EAUTH" },
        }),
      ]);
  });

  it("fails a mail the SMTP server refuses for good at once, without a retry", async () => {
    const mailer: Mailer = {
      send: async () => {
        throw Object.assign(new Error("550 5.1.1 Mailbox unavailable"), {
          code: "EENVELOPE",
          responseCode: 550,
        });
      },
    };
    const id = await enqueue(database.db, mailNumber(11));
    const { logs } = startSender(mailer);

    await expect
      .poll(() => findMailJobState(database.db, id))
      .toMatchObject({
        status: "failed",
        attempts: 1,
        lastError: "EENVELOPE: 550 5.1.1 Mailbox unavailable",
        message: mailNumber(11),
      });
    expect(logs.filter((call) => call.level === "warn")).toHaveLength(0);
  });

  it("wakes at once when told a job was committed, without waiting for the poll", async () => {
    const { sender } = startSender(recordingMailer().mailer, { pollIntervalMs: 60_000 });
    // Let the first round find nothing and the loop fall asleep for a minute.
    await new Promise((resolve) => setTimeout(resolve, 100));

    const id = await enqueue(database.db, mailNumber(5));
    sender.wake();

    await expect
      .poll(() => findMailJobState(database.db, id), { timeout: 2_000 })
      .toMatchObject({
        status: "sent",
      });
  });

  it("lets an in-flight delivery finish when it stops within the grace period", async () => {
    let finish: (() => void) | undefined;
    const mailer: Mailer = {
      send: () =>
        new Promise((resolve) => {
          finish = () => resolve({ via: "smtp", messageId: "<2@test>" });
        }),
    };
    const id = await enqueue(database.db, mailNumber(6));
    const { sender } = startSender(mailer, { shutdownGraceMs: 5_000 });
    await expect
      .poll(() => findMailJobState(database.db, id))
      .toMatchObject({ status: "pending", claimed: true });
    // The claim comes before the handler reads the mail: wait until it is with the mail server.
    await expect.poll(() => finish !== undefined).toBe(true);

    const stopped = sender.stop();
    finish?.();
    await stopped;

    expect(await findMailJobState(database.db, id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("releases a delivery that outlasts the grace period, so the next sender takes it", async () => {
    const hanging: Mailer = { send: () => new Promise(() => {}) };
    const id = await enqueue(database.db, mailNumber(7));
    const { sender } = startSender(hanging, { shutdownGraceMs: 100 });
    await expect
      .poll(() => findMailJobState(database.db, id))
      .toMatchObject({ status: "pending", claimed: true });

    await sender.stop();

    expect(await findMailJobState(database.db, id)).toMatchObject({
      status: "pending",
      attempts: 0,
      claimed: false,
    });
    const { mailer, sent } = recordingMailer();
    startSender(mailer);
    await expect.poll(() => findMailJobState(database.db, id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(sent.map((mail) => mail.text)).toEqual(["Message number 7"]);
  });

  it("records a delivery that finished when another outlasts the grace period", async () => {
    // The first mail goes through; the second hangs, as with an SMTP server that never answers.
    const attempted: string[] = [];
    const mailer: Mailer = {
      send: (message) => {
        attempted.push(message.text);
        return attempted.length === 1
          ? Promise.resolve({ via: "smtp", messageId: "<first@test>" })
          : new Promise(() => {});
      },
    };
    const ids = new Map([
      ["Message number 9", await enqueue(database.db, mailNumber(9))],
      ["Message number 10", await enqueue(database.db, mailNumber(10))],
    ]);
    const { sender } = startSender(mailer, { shutdownGraceMs: 100 });
    await expect.poll(() => attempted.length).toBe(2);
    const [deliveredText = "", hangingText = ""] = attempted;

    await sender.stop();

    expect(await findMailJobState(database.db, ids.get(deliveredText) ?? "")).toMatchObject({
      status: "sent",
      message: null,
    });
    const hanging = ids.get(hangingText) ?? "";
    expect(await findMailJobState(database.db, hanging)).toMatchObject({ status: "pending", claimed: false });
    const next = recordingMailer();
    startSender(next.mailer);
    await expect.poll(() => findMailJobState(database.db, hanging)).toMatchObject({ status: "sent" });
    expect(next.sent.map((mail) => mail.text)).toEqual([hangingText]);
  });

  it("takes over a job whose sender died mid-delivery once the claim expires", async () => {
    const id = await enqueue(database.db, mailNumber(8));
    // A sender that claims and then never finishes nor releases: a killed process.
    const dead = createSender(database.db, { send: () => new Promise(() => {}) }, recordingLog().log, {
      leaseMs: 300,
    });
    // `runDue` claims without the heartbeat of a started queue: the lease runs out as if the process died.
    void dead.runDue(MAIL_JOB_KIND);
    // Its attempt is counted when it claims the job. (Its lease itself lasts only leaseMs, too short
    // to poll for on a busy machine.)
    await expect
      .poll(() => findMailJobState(database.db, id))
      .toMatchObject({ status: "pending", attempts: 1 });

    const { mailer, sent } = recordingMailer();
    startSender(mailer);

    await expect.poll(() => findMailJobState(database.db, id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(sent).toHaveLength(1);
  });
});

describe("two senders on one database", () => {
  // Forty deliveries through SMTP by two competing senders: on two loaded cores (the PostgreSQL pass
  // beside the browser tests) the last few were still pending after 15 s, so it has a minute.
  it("send every job exactly once", { timeout: 70_000 }, async () => {
    const sink = await startSmtpSink();
    const other = await database.openAnotherClient();
    try {
      const smtp = createMailer(
        { smtpUrl: sink.url, mailFrom: FROM, dataDir: "/nonexistent" },
        { info() {} },
      );
      const handledBy = { first: 0, second: 0 };
      const countedAs = (name: keyof typeof handledBy): Mailer => ({
        send: (mail) => {
          handledBy[name] += 1;
          return smtp.send(mail);
        },
      });
      const ids: string[] = [];
      for (let n = 100; n < 140; n += 1) ids.push(await enqueue(database.db, mailNumber(n)));

      // Small claims and simultaneous wake-ups make the two claim the same rows at the same time.
      const first = startSender(countedAs("first"), { concurrency: 3 }, database.db).sender;
      const second = startSender(countedAs("second"), { concurrency: 3 }, other.db).sender;
      first.wake();
      second.wake();

      await expect
        .poll(
          async () =>
            (await Promise.all(ids.map((id) => findMailJobState(database.db, id)))).map((job) => job?.status),
          { timeout: 60_000 },
        )
        .toEqual(ids.map(() => "sent"));
      const bodies = sink.received.map((mail) => /Message number (\d+)/.exec(mail.raw)?.[1]);
      expect(bodies.toSorted()).toEqual(ids.map((_, index) => String(100 + index)));
      // Both took part, so their claims really competed for the same rows.
      expect(handledBy.first).toBeGreaterThan(0);
      expect(handledBy.second).toBeGreaterThan(0);
    } finally {
      await Promise.all(senders.splice(0).map((sender) => sender.stop()));
      await other.close();
      await sink.close();
    }
  });
});

describe("retryDelayMs", () => {
  const options = { firstMs: 30_000, maxMs: 3_600_000 };

  it("doubles with every attempt and stops at the maximum", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, options, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(retryDelayMs(12, options, middle)).toBe(3_600_000);
  });

  it("spreads retries by up to a fifth either way", () => {
    expect(retryDelayMs(1, options, () => 0)).toBe(24_000);
    expect(retryDelayMs(1, options, () => 0.999_999)).toBeCloseTo(36_000, -1);
  });
});

describe("describeFailure", () => {
  it("keeps the code and message, cut to a bounded length", () => {
    const error = Object.assign(new Error(`550 ${"x".repeat(5_000)}`), { code: "EENVELOPE" });
    const text = describeFailure(error);
    expect(text.startsWith("EENVELOPE: 550 ")).toBe(true);
    expect(text).toHaveLength(1_000);
  });
});
