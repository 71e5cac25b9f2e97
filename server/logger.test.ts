import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loggableUrl, loggerOptions, redactSecrets } from "./logger.ts";

describe("loggableUrl", () => {
  it("hides a reset link's token and keeps the rest of the URL", () => {
    expect(loggableUrl("/reset_password?token=abc-DEF_123")).toBe("/reset_password?token=[redacted]");
    expect(loggableUrl("/reset_password?lang=en&token=abc#top")).toBe(
      "/reset_password?lang=en&token=[redacted]#top",
    );
  });

  it("leaves URLs without a token alone", () => {
    expect(loggableUrl("/api/pricing?tokens=1")).toBe("/api/pricing?tokens=1");
    expect(loggableUrl("/sign_in")).toBe("/sign_in");
  });
});

describe("redactSecrets", () => {
  it("replaces passwords, tokens and credential headers at the top level and below", () => {
    const logged = {
      password: "hunter2",
      body: { email: "ada@example.com", password: "hunter2", confirmPassword: "hunter2" },
      tokens: { accessToken: "a", refreshToken: "r", adminToken: "x" },
      req: { headers: { authorization: "Bearer t", cookie: "refresh=r", accept: "*/*" } },
    };
    expect(redactSecrets(logged)).toEqual({
      password: "[redacted]",
      body: { email: "ada@example.com", password: "[redacted]", confirmPassword: "[redacted]" },
      tokens: { accessToken: "[redacted]", refreshToken: "[redacted]", adminToken: "[redacted]" },
      req: { headers: { authorization: "[redacted]", cookie: "[redacted]", accept: "*/*" } },
    });
  });

  it("never changes the logged object and returns it as it is when it holds no secret", () => {
    const body = { password: "hunter2" };
    const logged = { body };
    redactSecrets(logged);
    expect(body.password).toBe("hunter2");
    const clean = { msg: "ok", nested: { count: 1 } };
    expect(redactSecrets(clean)).toBe(clean);
  });

  it("reaches the log lines of the server's logger", async () => {
    const lines: string[] = [];
    const options = loggerOptions("info");
    const stream = { write: (line: string) => lines.push(line) };
    const app = Fastify({ logger: typeof options === "object" ? { ...options, stream } : { stream } });
    app.log.info({ body: { password: "hunter2", name: "Ada" } }, "sign-up");
    await app.close();
    expect(lines.join("")).not.toContain("hunter2");
    expect(lines.join("")).toContain('"name":"Ada"');
  });
});
