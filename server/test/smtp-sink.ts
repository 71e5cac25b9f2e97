import net from "node:net";
import { SMTPServer } from "smtp-server";
import { unusedPort } from "./unused-port.ts";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on an ephemeral port of this process, keeping every message it accepts, so
 * tests prove the SMTP path end to end instead of faking the transport. `port` (default: any free
 * one) lets a test bring a "down" mail server back on the address the app already uses.
 */
export async function startSmtpSink(port = 0): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // nodemailer would upgrade to TLS and then reject the server's self-signed certificate.
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("the SMTP sink has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** An smtp:// URL nothing listens on, for the "mail server down" paths. */
export async function unreachableSmtpUrl(): Promise<string> {
  return `smtp://127.0.0.1:${await unusedPort()}`;
}

/**
 * A mail server that accepts connections and never says a word: the worst case for a sender, which
 * waits for nodemailer's greeting timeout. Closing it drops the connections it holds.
 */
export async function startSilentSmtpServer(): Promise<{
  url: string;
  /** How many connections it has accepted so far. */
  connections(): number;
  close(): Promise<void>;
}> {
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the silent SMTP server has no port");
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    connections: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
