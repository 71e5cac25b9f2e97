import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { widgetRateLimits } from "#server/routes/widget/visitor-guard.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall } from "#server/test/widget.ts";

/**
 * A widget key's budget under a spread-out flood (docs/decisions/0038-uploads-under-attack.md):
 * 150 addresses, each under its own limit, use up the key's budget for busy callers but not the
 * share a behaved visitor draws on; an IPv6 /64 is one address. Limits at a tenth (RATE_LIMIT_SCALE),
 * so the flood is 900 calls, not 9,000; the shares keep their proportions.
 */
const SCALE = 0.1;
let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp({ rateLimitScale: SCALE });
});
afterAll(() => app.close());

/** Every call of a test in one rate-limit window: the clock stands still (only Date is faked). */
function freezeRateLimitWindows() {
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const scaled = (limit: { max: number }) => limit.max * SCALE;

describe("a widget key's budget", () => {
  it("keeps answering a behaved visitor while 150 addresses use up the key's budget", {
    timeout: 180_000,
  }, async () => {
    freezeRateLimitWindows();
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const url = `${apiPaths.widgetConfig}?key=${ada.widgetKey}`;
    const perAddress = scaled(widgetRateLimits.configPerAddress);
    const statuses: number[] = [];
    // Each address sends all its own limit allows: 150 × 6 calls, over the key's 600 for busy callers.
    for (let round = 0; round < perAddress; round += 1) {
      for (let address = 1; address <= 150; address += 1) {
        const response = await frameCall(app, url, { remoteAddress: `10.150.0.${address}` });
        statuses.push(response.statusCode);
      }
    }
    const answered = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(answered + refused).toBe(150 * perAddress);
    // Every address's first call is a behaved visitor's; the busy ones share the key's budget.
    expect(answered).toBe(150 * scaled(widgetRateLimits.behavedPerAddress) + scaled(widgetRateLimits.perKey));
    expect(refused).toBeGreaterThan(0);

    // A visitor from an address of their own, now: answered, and so is their next page's check.
    const visitor = await frameCall(app, url, { remoteAddress: "10.151.0.1" });
    expect(visitor.statusCode).toBe(200);
    // Another customer's key is untouched.
    const bob = await customer(app);
    await bob.allow([CUSTOMER_SITE]);
    expect((await frameCall(app, `${apiPaths.widgetConfig}?key=${bob.widgetKey}`)).statusCode).toBe(200);
  });

  it("counts an IPv6 /64 as one address", async () => {
    freezeRateLimitWindows();
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const url = `${apiPaths.widgetConfig}?key=${ada.widgetKey}`;
    const perAddress = scaled(widgetRateLimits.configPerAddress);
    const statuses: number[] = [];
    for (let host = 1; host <= perAddress + 1; host += 1) {
      const response = await frameCall(app, url, { remoteAddress: `2001:db8:7:7::${host.toString(16)}` });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, perAddress)).toEqual(Array.from({ length: perAddress }, () => 200));
    expect(statuses.at(-1)).toBe(429);
    // The next /64 is another subscriber.
    expect((await frameCall(app, url, { remoteAddress: "2001:db8:7:8::1" })).statusCode).toBe(200);
  });
});
