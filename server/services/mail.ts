import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { createTransport } from "nodemailer";
import type { AppConfig } from "#server/config.ts";

import type { OutgoingMail } from "#server/db/mail-message.ts";

export type { MailAddress, OutgoingMail } from "#server/db/mail-message.ts";

export type MailDelivery =
  | { via: "smtp"; messageId: string }
  | { via: "outbox"; messageId: string; path: string };

/**
 * The project's one mail service (docs/product.md §Deviations). Requests never call it: they enqueue a job
 * (server/repositories/mail-jobs.ts) and the background sender (mail-sender.ts) calls `send`, which rejects
 * when the mail could not be handed over, so the sender can retry.
 */
export type Mailer = {
  send(mail: OutgoingMail): Promise<MailDelivery>;
};

export type MailerConfig = Pick<AppConfig, "smtpUrl" | "mailFrom" | "dataDir">;

/** The part of the app's logger the service uses. */
export type MailLog = Pick<FastifyBaseLogger, "info">;

/**
 * Sends run in the outbox's background sender, never in a request; bounded timeouts still keep a
 * hanging SMTP server from holding a delivery (and a clean shutdown) for minutes, nodemailer's default.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written as an RFC 822
 * `.eml` file to `<DATA_DIR>/outbox/` and its path logged, so a fresh install can follow a reset
 * link or read a demo request without any mail server.
 */
export function createMailer(config: MailerConfig, log: MailLog): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom, log) : outboxMailer(config, log);
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, "outbox");
}

function smtpMailer(smtpUrl: string, from: string, log: MailLog): Mailer {
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      // No recipient or subject: both can name a visitor, and logs carry no personal data.
      log.info({ messageId: info.messageId }, "mail sent over SMTP");
      return { via: "smtp", messageId: info.messageId };
    },
  };
}

function outboxMailer(config: MailerConfig, log: MailLog): Mailer {
  // nodemailer builds the same message it would send; we only keep the bytes. CRLF line ends, as
  // RFC 5322 wants, so the file opens in any mail client.
  const composer = createTransport(
    { streamTransport: true, buffer: true, newline: "windows" },
    { from: config.mailFrom },
  );
  const folder = outboxDir(config.dataDir);
  return {
    async send(mail) {
      const info = await composer.sendMail(mail);
      if (!Buffer.isBuffer(info.message))
        throw new Error("mail composer returned a stream instead of a buffer");
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, outboxFileName(new Date()));
      // "wx": never overwrite another message; 0600: mails can carry reset links.
      await fs.writeFile(file, info.message, { flag: "wx", mode: 0o600 });
      log.info({ path: file }, "mail written to the outbox (SMTP_URL not set)");
      return { via: "outbox", messageId: info.messageId, path: file };
    },
  };
}

/**
 * `<ISO timestamp>-<random>.eml`, in ISO 8601's basic format (`20240301T120000.000Z`): it sorts by
 * time like the extended form but has no colons, which some file systems refuse.
 */
export function outboxFileName(at: Date): string {
  const stamp = at.toISOString().replaceAll("-", "").replaceAll(":", "");
  return `${stamp}-${randomBytes(6).toString("hex")}.eml`;
}

/** `outboxFileName`'s stamp, read back: the time the file was written. */
const OUTBOX_FILE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})\.(\d{3})Z-[0-9a-f]{12}\.eml$/;

/**
 * Deletes the outbox's mails written before `before` (docs/privacy.md: they hold what the mail job
 * held, and go after the same 30 days). Only files this mailer wrote, by their name; a folder that
 * does not exist, or a file another process deleted first (a shared DATA_DIR), is no error.
 */
export async function deleteOutboxFilesBefore(folder: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    const stamp = OUTBOX_FILE.exec(name);
    if (!stamp) continue;
    const [, year, month, day, hours, minutes, seconds, millis] = stamp;
    const writtenAt = new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
    if (!(writtenAt < before)) continue;
    await fs.rm(path.join(folder, name), { force: true });
    deleted += 1;
  }
  return deleted;
}
