import http from "node:http";
import type { Socket } from "node:net";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from "fastify";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { messages } from "#contracts/messages.ts";
import { API_PREFIX } from "#contracts/paths.ts";
import { API_CSP, SECURITY_HEADERS } from "./plugins/security-headers.ts";

/**
 * Socket limits, so slow or idle clients cannot hold connections open. Bodies are at most 64 KiB of
 * JSON, which arrives in well under a second on any real connection; a clip upload (up to 500 MB)
 * is held to a minimum rate instead (docs/reliability.md).
 */
export type HttpTimeouts = {
  /** The whole request, headers and body, must arrive within this; not an upload (below). */
  requestTimeout: number;
  /** The request headers must arrive within this (Node requires it ≤ requestTimeout). */
  headersTimeout: number;
  /** A socket with no traffic at all while a request is open is closed after this. */
  connectionTimeout: number;
  /**
   * An idle keep-alive socket between requests stays open this long: longer than the 60 s idle
   * timeout of common load balancers, so the balancer, not we, closes a reused connection.
   */
  keepAliveTimeout: number;
  /** How often Node checks the headers timeout (its default is 30 s). */
  checkInterval: number;
  /**
   * An upload's body has no total limit but must keep arriving: at least `minBytes` in every
   * `windowMs`, or it is cut (a body that never ends still ends). HTTP_TIMEOUTS' when left out.
   */
  uploadRate?: UploadRate;
};

export type UploadRate = { windowMs: number; minBytes: number };

/** 64 KiB/s over each 30 s: a phone on a poor uplink passes, a body sent byte by byte does not. */
export const UPLOAD_RATE: UploadRate = { windowMs: 30_000, minBytes: 64 * 1024 * 30 };

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeout: 15_000,
  headersTimeout: 10_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 72_000,
  checkInterval: 1_000,
  uploadRate: UPLOAD_RATE,
};

/** Fastify's options for the HTTP server: timeouts and our answers to malformed requests. */
export function httpServerOptions(timeouts: HttpTimeouts = HTTP_TIMEOUTS) {
  return {
    // Our own factory: Node reads connectionsCheckingInterval only when the server is created.
    serverFactory: (handler: http.RequestListener) => {
      const server: http.Server = http.createServer(
        {
          // Node's request timeout cannot spare one route: bodies are timed below instead.
          requestTimeout: 0,
          headersTimeout: timeouts.headersTimeout,
          keepAliveTimeout: timeouts.keepAliveTimeout,
          connectionsCheckingInterval: timeouts.checkInterval,
        },
        (request, response) => {
          timeBody(server, request, response, timeouts);
          handler(request, response);
        },
      );
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    clientErrorHandler,
    frameworkErrors,
  } satisfies Partial<FastifyServerOptions>;
}

/** Clip uploads, whose bodies are held to a rate rather than a total time. */
const isUpload = (request: http.IncomingMessage) =>
  request.method === "POST" && request.url?.split("?", 1)[0] === apiPaths.widgetMedia;

/**
 * Times a request's body: an upload must keep up `uploadRate` (counted on the socket, so nothing
 * reads the body early), any other request must be whole within `requestTimeout`. Either way a body
 * cut short is answered 408 by clientErrorHandler, as Node answers its own timeouts.
 */
function timeBody(
  server: http.Server,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  timeouts: HttpTimeouts,
): void {
  // Without either header HTTP/1.1 has no body (a page's GET): nothing to time, no timer to pay for.
  if (request.headers["content-length"] === undefined && request.headers["transfer-encoding"] === undefined)
    return;
  const socket = request.socket;
  const cut = () => {
    if (request.complete || socket.destroyed) return;
    if (response.headersSent) {
      socket.destroy();
      return;
    }
    const error: NodeJS.ErrnoException = new Error("the request body arrived too slowly");
    error.code = "ERR_HTTP_REQUEST_TIMEOUT";
    server.emit("clientError", error, socket);
  };
  let timer: NodeJS.Timeout;
  if (isUpload(request)) {
    const rate = timeouts.uploadRate ?? UPLOAD_RATE;
    const tooSlow = uploadPace(rate, socket.bytesRead, performance.now());
    timer = setInterval(() => {
      if (request.complete) return clearInterval(timer);
      if (tooSlow(socket.bytesRead, performance.now())) cut();
    }, rate.windowMs);
  } else {
    timer = setTimeout(cut, timeouts.requestTimeout);
  }
  timer.unref();
  response.once("close", () => clearTimeout(timer));
}

/** A check later than this many windows after the one before does not judge its window. */
const LATE_CHECK = 1.25;

/**
 * Judges an upload's pace window by window from the bytes read on its socket: called at the end of
 * each window, it says whether the client sent too little in it.
 */
export function uploadPace({ windowMs, minBytes }: UploadRate, bytesRead: number, startedAt: number) {
  let readBefore = bytesRead;
  let checkedAt = startedAt;
  return (read: number, now: number): boolean => {
    // A check that comes late means this process was held up (a long pause, a starved CPU), and
    // what the client sent meanwhile may still wait unread in the socket: not the client's fault.
    const onTime = now - checkedAt < windowMs * LATE_CHECK;
    const slow = onTime && read - readBefore < minBytes;
    readBefore = read;
    checkedAt = now;
    return slow;
  };
}

/** Node's parser errors, answered before any request object exists. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: messages.api.requestTimeout },
  HPE_HEADER_OVERFLOW: { status: 431, message: messages.api.headersTooLarge },
};

/**
 * A request Node could not parse (an unknown method, a broken request line) or that arrived too
 * slowly: answered in the API's one error shape with the usual security headers, never with the
 * framework's own body, then the socket is closed.
 */
function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  this.log.debug({ err: error }, "malformed or slow request refused");
  const { status, message } = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    message: messages.api.badRequest,
  };
  if (socket.writable) {
    const body = JSON.stringify({ message } satisfies ApiError);
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      "content-security-policy": API_CSP,
      ...SECURITY_HEADERS,
      connection: "close",
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`);
  }
  socket.destroy();
}

/**
 * Errors Fastify's router raises before routing. Their reply belongs to no route, so no hook runs
 * for it: the security headers are set here.
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: messages.api.badUrl },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.api.uriTooLong },
};

function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const sendNotFoundPage = reply.server.sendNotFoundPage;
  if (error.code === "FST_ERR_BAD_URL" && sendNotFoundPage && !isApiPath(request.url)) {
    // No page has a malformed address: a browser gets the site's not-found page, as for any other.
    sendNotFoundPage(request, reply);
    return;
  }
  const known = FRAMEWORK_ERRORS[error.code];
  if (!known) request.log.error({ err: error }, "request failed before routing");
  const { status, message } = known ?? { status: 500, message: messages.api.internal };
  void reply
    .status(status)
    .headers({ "content-security-policy": API_CSP, ...SECURITY_HEADERS })
    .send({ message } satisfies ApiError);
}

const isApiPath = (url: string): boolean => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
