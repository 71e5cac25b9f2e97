import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import { unusedPort } from "#server/test/unused-port.ts";
import { errorsPlugin } from "./errors.ts";
import { rateLimitFor, rateLimitPlugin } from "./rate-limit.ts";

const LogLine = z.looseObject({ level: z.number(), msg: z.string().optional() });
type LogLine = z.infer<typeof LogLine>;

/** A bare app with one limited and one unlimited route; logs kept in memory. */
async function buildLimitedApp(redisUrl: string | undefined, scale?: number) {
  const logs: LogLine[] = [];
  const app = Fastify({
    logger: {
      level: "warn",
      stream: { write: (line: string) => logs.push(LogLine.parse(JSON.parse(line))) },
    },
  });
  await app.register(errorsPlugin);
  await app.register(rateLimitPlugin, { redisUrl, scale });
  app.post("/limited", { config: rateLimitFor({ max: 2, timeWindow: 60_000 }) }, async () => ({ ok: true }));
  app.post("/open", async () => ({ ok: true }));
  return { app, logs };
}

let closeApp: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await closeApp?.();
  closeApp = undefined;
});

describe("rate-limit plugin", () => {
  it("multiplies every limit by RATE_LIMIT_SCALE (load tests), and by 1 otherwise", async () => {
    const { app } = await buildLimitedApp(undefined, 3);
    closeApp = () => app.close();
    const statuses = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push((await app.inject({ method: "POST", url: "/limited" })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it("answers 429 with our message and Retry-After once a route's limit is used up", async () => {
    const { app } = await buildLimitedApp(undefined);
    closeApp = () => app.close();

    const first = await app.inject({ method: "POST", url: "/limited" });
    await app.inject({ method: "POST", url: "/limited" });
    const limited = await app.inject({ method: "POST", url: "/limited" });

    expect(first.statusCode).toBe(200);
    expect(first.headers["x-ratelimit-remaining"]).toBe("1");
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(ApiError.parse(limited.json())).toEqual({
      message: messages.rateLimit.tooManyRequests(retryAfter),
    });
  });

  it("says how long to wait, in the words of the Retry-After it sends", async () => {
    const { app } = await buildLimitedApp(undefined);
    closeApp = () => app.close();
    app.post("/ten-minutes", { config: rateLimitFor({ max: 1, timeWindow: 10 * 60_000 }) }, async () => ({}));

    await app.inject({ method: "POST", url: "/ten-minutes" });
    const limited = await app.inject({ method: "POST", url: "/ten-minutes" });

    expect(limited.headers["retry-after"]).toBe("600");
    expect(ApiError.parse(limited.json())).toEqual({
      message: "Too many requests. Please try again in 10 minutes.",
    });
  });

  it("leaves routes without a declared limit alone", async () => {
    const { app } = await buildLimitedApp(undefined);
    closeApp = () => app.close();

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await app.inject({ method: "POST", url: "/open" })).statusCode);
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200]);
  });

  it("lets requests through, and logs a warning, when the Redis store is unreachable", async () => {
    const { app, logs } = await buildLimitedApp(`redis://127.0.0.1:${await unusedPort()}`);
    closeApp = () => app.close();

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await app.inject({ method: "POST", url: "/limited" })).statusCode);
    }

    expect(statuses).toEqual([200, 200, 200, 200]);
    await expect
      .poll(() => logs.some((line) => line.msg === "rate limit store (Redis) unavailable"))
      .toBe(true);
  });
});
