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
import { messages } from "#contracts/messages.ts";
import { API_PREFIX } from "#contracts/paths.ts";
import { API_CSP, SECURITY_HEADERS } from "./plugins/security-headers.ts";

/**
 * Socket limits, so slow or idle clients cannot hold connections open. Bodies are at
 * most 64 KiB of JSON, which arrives in well under a second on any real connection.
 */
export type HttpTimeouts = {
  /** The whole request, headers and body, must arrive within this. */
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
  /** How often Node checks the request and headers timeouts (its default is 30 s). */
  checkInterval: number;
};

export const HTTP_TIMEOUTS: HttpTimeouts = {
  requestTimeout: 15_000,
  headersTimeout: 10_000,
  connectionTimeout: 30_000,
  keepAliveTimeout: 72_000,
  checkInterval: 1_000,
};

/** Fastify's options for the HTTP server: timeouts and our answers to malformed requests. */
export function httpServerOptions(timeouts: HttpTimeouts = HTTP_TIMEOUTS) {
  return {
    // Our own factory: Node reads connectionsCheckingInterval only when the server is created.
    serverFactory: (handler: http.RequestListener) => {
      const server = http.createServer(
        {
          requestTimeout: timeouts.requestTimeout,
          headersTimeout: timeouts.headersTimeout,
          keepAliveTimeout: timeouts.keepAliveTimeout,
          connectionsCheckingInterval: timeouts.checkInterval,
        },
        handler,
      );
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    requestTimeout: timeouts.requestTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    clientErrorHandler,
    frameworkErrors,
  } satisfies Partial<FastifyServerOptions>;
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
