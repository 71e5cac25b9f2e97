import { describe, expect, it } from "vitest";
import { causeChain, isDatabaseUnavailable } from "./connection-errors.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises a refused or reset connection, also wrapped as Drizzle wraps it", () => {
    expect(isDatabaseUnavailable(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    const wrapped = new Error("Failed query: select 1", { cause: withCode("read ECONNRESET", "ECONNRESET") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it("recognises a server shutting down, starting up or refusing connections", () => {
    for (const code of ["57P01", "57P03", "08006", "53300"]) {
      expect(isDatabaseUnavailable(withCode("unavailable", code))).toBe(true);
    }
  });

  it("recognises node-postgres's own connection messages", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    // A client's own connect timeout (POSTGRES_CONNECT_TIMEOUT_MS), as Drizzle wraps it.
    const connectTimeout = new Error("Failed query: insert into …", { cause: new Error("timeout expired") });
    expect(isDatabaseUnavailable(connectTimeout)).toBe(true);
  });

  it("leaves query faults alone: they are bugs, not outages", () => {
    expect(isDatabaseUnavailable(withCode('relation "x" does not exist', "42P01"))).toBe(false);
    expect(isDatabaseUnavailable(withCode("duplicate key", "23505"))).toBe(false);
    expect(isDatabaseUnavailable(new Error("connect ECONNREFUSED, said a message"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe("causeChain", () => {
  it("stops at a cycle", () => {
    const first = new Error("first");
    const second = new Error("second", { cause: first });
    Object.assign(first, { cause: second });
    expect(causeChain(second)).toEqual([second, first]);
  });
});
