import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpSink, unreachableSmtpUrl } from "#server/test/smtp-sink.ts";
import { createMailer, type MailerConfig, outboxDir, outboxFileName } from "./mail.ts";

const FROM = "Avatalk <no-reply@avatalk.example>";
const mail = {
  to: "sales@avatalk.example",
  subject: "Demo request from Ada",
  text: "Name: Ada Lovelace\nEmail: ada@example.com",
  replyTo: { name: "Ada Lovelace", address: "ada@example.com" },
};

describe("createMailer without SMTP_URL", () => {
  let config: MailerConfig;
  beforeAll(async () => {
    config = {
      smtpUrl: undefined,
      mailFrom: FROM,
      dataDir: await fs.mkdtemp(path.join(os.tmpdir(), "avatalk-mail-")),
    };
  });
  afterAll(() => fs.rm(config.dataDir, { recursive: true, force: true }));

  it("writes an RFC 822 message to the outbox and logs its path", async () => {
    const log = { info: vi.fn() };

    const delivery = await createMailer(config, log).send(mail);

    if (delivery.via !== "outbox") throw new Error(`expected the outbox, got ${delivery.via}`);
    expect(path.dirname(delivery.path)).toBe(outboxDir(config.dataDir));
    const eml = await fs.readFile(delivery.path, "utf8");
    const [head = "", body = ""] = eml.split("\r\n\r\n");
    expect(head.split("\r\n")).toEqual(
      expect.arrayContaining([
        `From: ${FROM}`,
        "To: sales@avatalk.example",
        "Reply-To: Ada Lovelace <ada@example.com>",
        "Subject: Demo request from Ada",
        `Message-ID: ${delivery.messageId}`,
      ]),
    );
    expect(body).toBe("Name: Ada Lovelace\r\nEmail: ada@example.com\r\n");
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ path: delivery.path }),
      expect.any(String),
    );
  });

  it("keeps each message in its own file, readable only by the server's user", async () => {
    const mailer = createMailer(config, { info: vi.fn() });

    const [first, second] = await Promise.all([mailer.send(mail), mailer.send(mail)]);

    if (first?.via !== "outbox" || second?.via !== "outbox") throw new Error("expected the outbox");
    expect(first.path).not.toBe(second.path);
    expect((await fs.stat(first.path)).mode & 0o777).toBe(0o600);
  });

  it("names files by time, sortable, without characters file systems refuse", () => {
    const name = outboxFileName(new Date("2024-03-01T12:34:56.789Z"));

    expect(name).toMatch(/^20240301T123456\.789Z-[0-9a-f]{12}\.eml$/);
  });

  it("rejects when the outbox cannot be written", async () => {
    const blocker = path.join(config.dataDir, "not-a-folder");
    await fs.writeFile(blocker, "");
    const mailer = createMailer({ ...config, dataDir: blocker }, { info: vi.fn() });

    await expect(mailer.send(mail)).rejects.toMatchObject({ code: expect.stringMatching(/^E/) });
  });
});

describe("createMailer with SMTP_URL", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it("delivers the message to the SMTP server", async () => {
    const log = { info: vi.fn() };
    const config = { smtpUrl: sink.url, mailFrom: FROM, dataDir: "/nonexistent" };

    const delivery = await createMailer(config, log).send(mail);

    expect(delivery.via).toBe("smtp");
    expect(sink.received).toHaveLength(1);
    const [received] = sink.received;
    expect(received?.from).toBe("no-reply@avatalk.example");
    expect(received?.to).toEqual(["sales@avatalk.example"]);
    expect(received?.raw).toContain("Subject: Demo request from Ada\r\n");
    expect(received?.raw).toContain(`Message-ID: ${delivery.messageId}\r\n`);
    expect(received?.raw).toContain("\r\n\r\nName: Ada Lovelace\r\nEmail: ada@example.com");
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ messageId: delivery.messageId }),
      expect.any(String),
    );
  });

  it("rejects when the SMTP server cannot be reached", async () => {
    const config = { smtpUrl: await unreachableSmtpUrl(), mailFrom: FROM, dataDir: "/nonexistent" };

    await expect(createMailer(config, { info: vi.fn() }).send(mail)).rejects.toMatchObject({
      code: "ESOCKET",
    });
  });
});
