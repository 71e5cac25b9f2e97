import type { FastifyReply, FastifyRequest } from "fastify";
import { API_CSP, SECURITY_HEADERS } from "#server/plugins/security-headers.ts";

export type SseConnection = {
  /** A stored row: with its id, so the browser's Last-Event-ID names the last one it got. */
  send(event: string, data: unknown, id?: number): void;
  /** A comment line: keeps proxies and idle timeouts from closing a quiet stream. */
  heartbeat(): void;
  close(): void;
  readonly closed: boolean;
};

/**
 * Takes the reply over as a server-sent event stream. Fastify's hooks no longer run for it, so
 * the headers every API answer carries are written here.
 */
export function openSse(request: FastifyRequest, reply: FastifyReply, onClose: () => void): SseConnection {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...SECURITY_HEADERS,
    "content-security-policy": API_CSP,
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    // nginx and others buffer responses by default: a stream must reach the browser line by line.
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  // The browser's EventSource waits this long before reconnecting after a drop.
  raw.write("retry: 1000\n\n");
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    onClose();
    if (!raw.writableEnded) raw.end();
  };
  request.raw.on("close", close);
  raw.on("error", close);
  return {
    send(event, data, id) {
      if (closed) return;
      raw.write(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    heartbeat() {
      if (!closed) raw.write(": \n\n");
    },
    close,
    get closed() {
      return closed;
    },
  };
}

/**
 * The id a reconnecting client last got: the Last-Event-ID header (EventSource sends it; our
 * widget's reader too), else none. Undefined when absent; null when it is not an id.
 */
export function lastEventIdOf(request: FastifyRequest): number | undefined | null {
  const header = request.headers["last-event-id"];
  if (header === undefined || header === "") return undefined;
  if (typeof header !== "string" || !/^\d{1,15}$/.test(header)) return null;
  return Number(header);
}
