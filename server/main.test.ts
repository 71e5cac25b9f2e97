import { describe, expect, it } from "vitest";
import { ConfigError } from "./config.ts";
import { startupFailure } from "./main.ts";

describe("startupFailure", () => {
  it("passes configuration problems through as written", () => {
    expect(startupFailure(new ConfigError("Invalid environment configuration:\n  PORT: too big"))).toBe(
      "Invalid environment configuration:\n  PORT: too big",
    );
  });

  it("tells the operator what to do when the port is taken", () => {
    const error = Object.assign(new Error("listen EADDRINUSE: address already in use 0.0.0.0:3000"), {
      code: "EADDRINUSE",
    });
    expect(startupFailure(error)).toMatch(/already in use.*set PORT to a free port/);
  });
});
