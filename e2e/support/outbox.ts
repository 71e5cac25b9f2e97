import fs from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The mails the e2e server wrote to its outbox folder (no SMTP_URL in the e2e run: the background
 * sender delivers each queued job as an .eml file), decoded so tests can read links and text.
 */
function decodeEml(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? "" : raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  let text = body;
  if (encoding === "quoted-printable") {
    text = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    text = Buffer.from(text, "latin1").toString("utf8");
  } else if (encoding === "base64") {
    text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return `${headers}\r\n\r\n${text}`;
}

/** `dataDir`: the e2e server's by default; a spec that starts a server of its own names that one's. */
export async function outboxMails(dataDir = process.env.E2E_DATA_DIR ?? ""): Promise<string[]> {
  const folder = path.join(dataDir, "outbox");
  // Named by the time they were written, so sorted oldest first.
  const files = (await fs.readdir(folder).catch(() => [])).sort();
  return Promise.all(
    files.map(async (file) => decodeEml(await fs.readFile(path.join(folder, file), "utf8"))),
  );
}

/** The decoded mails that contain every one of `texts`. */
export async function outboxMailsMentioning(...texts: string[]): Promise<string[]> {
  return (await outboxMails()).filter((mail) => texts.every((text) => mail.includes(text)));
}

/**
 * The path (with its token) of the newest link to `page` mailed to an address, once the background
 * sender has delivered it: `/verify_email?token=…`, `/reset_password?token=…`. `timeoutMs`: how long
 * to wait for it (by default the assertions' timeout; a bench outside the test runner has none).
 */
export async function mailedLinkPath(
  email: string,
  page: string,
  dataDir?: string,
  timeoutMs?: number,
): Promise<string> {
  const marker = `${page}?token=`;
  const mailed = async () =>
    (await outboxMails(dataDir)).filter((mail) => mail.includes(email) && mail.includes(marker));
  await expect.poll(async () => (await mailed()).length, { timeout: timeoutMs }).toBeGreaterThan(0);
  const mails = await mailed();
  const escaped = marker.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  const link = mails.at(-1)?.match(new RegExp(`(http\\S+${escaped}[^\\s"<>]+)`))?.[1];
  if (!link) throw new Error(`no ${page} link mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
