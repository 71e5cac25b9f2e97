import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { ConfigError } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { feedbacks } from "./db/schema.ts";
import { startupFailure } from "./main.ts";
import { unusedPort } from "./test/unused-port.ts";

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

  it("prints the database's reason behind a failed start-up query", () => {
    const reason = Object.assign(new Error('password authentication failed for user "avatalk"'), {
      code: "28P01",
    });
    const failure = startupFailure(new DrizzleQueryError("select 1", [], reason));
    expect(failure).toContain("Failed query: select 1");
    expect(failure).toContain('caused by: password authentication failed for user "avatalk" (28P01)');
  });

  it("says the database is unreachable, with the cause and without the password", () => {
    const refused = Object.assign(
      new Error("connect ECONNREFUSED 10.0.0.5:5432 (postgres://avatalk:hunter2@10.0.0.5:5432/avatalk)"),
      { code: "ECONNREFUSED" },
    );
    const failure = startupFailure(new Error("Failed query: select 1", { cause: refused }));
    expect(failure).toMatch(/could not reach the database/);
    expect(failure).toContain("connect ECONNREFUSED 10.0.0.5:5432");
    expect(failure).toContain("postgres://avatalk:***@10.0.0.5:5432/avatalk");
    expect(failure).not.toContain("hunter2");
  });

  it("never prints a password, whatever failed", () => {
    const failure = startupFailure(new Error("bad DATABASE_URL postgresql://user:p%40ss:word@host/db"));
    expect(failure).not.toContain("p%40ss");
    expect(failure).toContain("postgresql://user:***@host/db");
  });

  it("exits with the database's reason and no password when PostgreSQL cannot be reached", async () => {
    const port = await unusedPort();
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        LOG_LEVEL: "silent",
        DATABASE_URL: `postgres://avatalk:hunter2@127.0.0.1:${port}/avatalk`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));

    expect(code).toBe(1);
    expect(output).toContain("could not reach the database");
    expect(output).toContain(`ECONNREFUSED 127.0.0.1:${port}`);
    expect(output).not.toContain("hunter2");
  });
});

describe("SIGTERM", () => {
  it("lets a request in flight finish and store its row, then closes the database and exits 0", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-drain-"));
    const port = await unusedPort();
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        SERVE_WEB: "false",
        DATABASE_URL: "",
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    try {
      await new Promise<void>((resolve) => {
        child.stdout.on("data", (chunk: Buffer) => {
          if (chunk.toString().includes("is running at")) resolve();
        });
      });

      // A contact message whose body is still arriving when the signal comes.
      const body = JSON.stringify({
        name: "Drain",
        email: "drain@example.com",
        company: "Ops",
        message: "in flight",
      });
      const answer = new Promise<number | undefined>((resolve, reject) => {
        const request = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: apiPaths.feedbacks,
            headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode);
          },
        );
        request.on("error", reject);
        request.write(body.slice(0, 10));
        // The server has the request's headers: now ask it to stop, then send the rest.
        setTimeout(() => {
          child.kill("SIGTERM");
          setTimeout(() => request.end(body.slice(10)), 300);
        }, 200);
      });

      expect(await answer).toBe(201);
      expect(await exited).toBe(0);
      const database = await openDatabase({ dataDir });
      try {
        const rows = await database.db.select().from(feedbacks).where(eq(feedbacks.message, "in flight"));
        expect(rows).toHaveLength(1);
      } finally {
        await database.close();
      }
    } finally {
      child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
