import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import { originCheckPlugin } from "./origin-check.ts";

async function buildCheckedApp() {
  const app = Fastify();
  await app.register(originCheckPlugin, {
    publicUrl: "https://avatalk.example",
    appUrl: "https://app.avatalk.example/sign_in",
  });
  app.post("/api/echo", async () => ({ ok: true }));
  app.get("/api/read", async () => ({ ok: true }));
  return app;
}

const post = (app: Awaited<ReturnType<typeof buildCheckedApp>>, headers: Record<string, string>) =>
  app.inject({ method: "POST", url: "/api/echo", headers: { host: "avatalk.example", ...headers } });

describe("origin check", () => {
  it("lets the site's and the application's origins through", async () => {
    const app = await buildCheckedApp();
    expect((await post(app, { origin: "https://avatalk.example" })).statusCode).toBe(200);
    expect((await post(app, { origin: "https://app.avatalk.example" })).statusCode).toBe(200);
    await app.close();
  });

  it("refuses an origin that only matches the Host header the request chose itself", async () => {
    const app = await buildCheckedApp();
    const response = await post(app, { host: "evil.example", origin: "http://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(ApiError.parse(response.json())).toEqual({ message: messages.api.forbiddenOrigin });
    await app.close();
  });

  it("passes requests without an Origin header and safe methods", async () => {
    const app = await buildCheckedApp();
    expect((await post(app, {})).statusCode).toBe(200);
    const read = await app.inject({
      method: "GET",
      url: "/api/read",
      headers: { origin: "https://evil.example" },
    });
    expect(read.statusCode).toBe(200);
    await app.close();
  });
});
