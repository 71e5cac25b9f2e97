import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { mediaMessages } from "#contracts/media.ts";
import { messages } from "#contracts/messages.ts";
import { buildApp } from "./app.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { HTTP_TIMEOUTS, uploadPace } from "./http-server.ts";
import { API_CSP, SECURITY_HEADERS } from "./plugins/security-headers.ts";
import { rawRequest } from "./test/raw-http.ts";
import { createTestDatabase, testConfig } from "./test/test-app.ts";
import { customer } from "./test/widget.ts";

const SLOW_CLIENT_TIMEOUTS = {
  requestTimeout: 400,
  headersTimeout: 300,
  // Not under test here, and longer than any pause of this process: an idle socket closed while
  // the process was held up once cut an upload's answer (CI, 2026-12-02).
  connectionTimeout: 30_000,
  keepAliveTimeout: 30_000,
  checkInterval: 50,
  // An upload must bring 1,000 bytes each second; the tests' uploads bring about 20,000.
  uploadRate: { windowMs: 1_000, minBytes: 1_000 },
};

function expectOurErrorAnswer(
  response: Awaited<ReturnType<typeof rawRequest>>,
  status: number,
  message: string,
) {
  expect(response.status).toBe(status);
  expect(ApiError.parse(JSON.parse(response.body))).toEqual({ message });
  expect(response.body).not.toContain("FST_");
  expect(response.headers["content-security-policy"]).toBe(API_CSP);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers[name]).toBe(value);
}

describe("the HTTP server", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(), { database, serveWeb: false, httpTimeouts: SLOW_CLIENT_TIMEOUTS });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** 40 KB of text sent as a clip, a kilobyte every 50 ms, by a signed-in customer. */
  function slowTextUpload(ada: Awaited<ReturnType<typeof customer>>) {
    const chunk = "x".repeat(1_000);
    const head =
      `POST /api/widget/media HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: video/mp4\r\n` +
      `Authorization: ${ada.headers.authorization}\r\nConnection: close\r\nContent-Length: ${40 * chunk.length}\r\n\r\n`;
    return rawRequest(port, [head, ...Array.from({ length: 40 }, () => chunk)], {
      gapMs: 50,
      deadlineMs: 20_000,
    });
  }

  it("sets request, headers, connection and keep-alive timeouts by default", async () => {
    const defaults = await buildApp(testConfig(), { database, serveWeb: false });
    try {
      // Node's own request timeout is off: it would cut uploads too. Bodies are timed per route.
      expect(defaults.server.requestTimeout).toBe(0);
      expect(defaults.server.headersTimeout).toBe(HTTP_TIMEOUTS.headersTimeout);
      expect(defaults.server.timeout).toBe(HTTP_TIMEOUTS.connectionTimeout);
      expect(defaults.server.keepAliveTimeout).toBe(HTTP_TIMEOUTS.keepAliveTimeout);
      expect(HTTP_TIMEOUTS.requestTimeout).toBeGreaterThan(0);
      expect(HTTP_TIMEOUTS.requestTimeout).toBeLessThanOrEqual(30_000);
    } finally {
      await defaults.close();
    }
  });

  it("answers 408 and closes the socket when a body trickles in slower than the request timeout", async () => {
    const head =
      "POST /api/demo-requests HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      "Content-Length: 400\r\n\r\n{";
    const trickle = Array.from({ length: 60 }, () => " ");
    const response = await rawRequest(port, [head, ...trickle], { gapMs: 50, deadlineMs: 2_500 });
    expect(response.closed).toBe(true);
    expect(response.ms).toBeLessThan(2_000);
    expectOurErrorAnswer(response, 408, messages.api.requestTimeout);
  });

  it("times a clip upload by its rate, not by the request timeout: a body slower than it arrives whole", {
    timeout: 30_000,
  }, async () => {
    // 40 KB over about two seconds: five times the request timeout, at 20 times the minimum rate.
    const response = await slowTextUpload(await customer(app));
    // The whole body reached the probe, which found text, not a video.
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toEqual({ message: mediaMessages.notVideo });
  });

  it("keeps an upload and its answer across a pause of this process longer than a rate window", {
    timeout: 30_000,
  }, async () => {
    const ada = await customer(app);
    // Half a second in, this process (server and client alike) stops for two and a half windows.
    setTimeout(() => {
      const until = performance.now() + 2.5 * SLOW_CLIENT_TIMEOUTS.uploadRate.windowMs;
      while (performance.now() < until);
    }, 500);
    const response = await slowTextUpload(ada);
    expect(response.status).toBe(415);
  });

  it("still cuts a clip upload whose body stops arriving, with a 408", async () => {
    const ada = await customer(app);
    const head =
      `POST /api/widget/media HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: video/mp4\r\n` +
      `Authorization: ${ada.headers.authorization}\r\nContent-Length: 1000000\r\n\r\n`;
    const response = await rawRequest(port, [head, "x".repeat(500)], { deadlineMs: 10_000 });
    expect(response.closed).toBe(true);
    expectOurErrorAnswer(response, 408, messages.api.requestTimeout);
  });

  it("answers a malformed URL in the API's error shape with the security headers", async () => {
    const response = await rawRequest(port, [
      "GET /api/%zz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    ]);
    expectOurErrorAnswer(response, 400, messages.api.badUrl);
  });

  it("answers an unknown method in the API's error shape with the security headers", async () => {
    const response = await rawRequest(port, ["FOO /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"]);
    expect(response.closed).toBe(true);
    expectOurErrorAnswer(response, 400, messages.api.badRequest);
  });
});

describe("an upload's pace", () => {
  const rate = { windowMs: 1_000, minBytes: 1_000 };

  it("is too slow for a window on time that brought less than its minimum", () => {
    const tooSlow = uploadPace(rate, 100, 0);
    expect(tooSlow(1_100, 1_000)).toBe(false);
    expect(tooSlow(2_099, 2_000)).toBe(true);
  });

  it("does not judge a window whose check came late: the server, not the client, was held up", () => {
    const tooSlow = uploadPace(rate, 0, 0);
    expect(tooSlow(10, 3_500)).toBe(false);
    expect(tooSlow(20, 4_500)).toBe(true);
  });
});
