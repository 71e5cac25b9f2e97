import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { acquireFolderLock } from "#server/db/folder-lock.ts";

const run = promisify(execFile);
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** `npm run admin:create -- <email>` on an embedded database folder of its own. */
async function adminCreate(dataDir: string, email: string, adminPassword?: string, ...flags: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_PASSWORD: adminPassword ?? "" };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "server/cli/admin-create.ts", email, ...flags],
      {
        env,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

function dataFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-admin-cli-"));
  folders.push(folder);
  return folder;
}

// The command itself, as an operator runs it; the service's rules are tested in server/services.
describe("npm run admin:create", () => {
  it("creates an administrator with ADMIN_PASSWORD, then says it already is one", async () => {
    const folder = dataFolder();

    const created = await adminCreate(folder, "Root@Example.com", "Sturdy#Admin2026");
    expect(created).toEqual({
      code: 0,
      output: expect.stringContaining("Created the administrator root@example.com"),
    });
    const again = await adminCreate(folder, "root@example.com");
    expect(again).toEqual({
      code: 0,
      output: expect.stringContaining("root@example.com was already an administrator. Nothing changed."),
    });
    // A password for an address that has an account is refused out loud, never ignored.
    const overwrite = await adminCreate(folder, "root@example.com", "Other#Admin2027", "--promote-existing");
    expect(overwrite.code).toBe(1);
    expect(overwrite.output).toContain(
      "An account already uses root@example.com, so ADMIN_PASSWORD was not used and nothing changed",
    );
    const unknownFlag = await adminCreate(folder, "root@example.com", undefined, "--force");
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.output).toContain("Usage: ADMIN_PASSWORD=");
  }, 60_000);

  it("refuses a weak ADMIN_PASSWORD and an address without an account, and stops while a server holds the folder", async () => {
    const folder = dataFolder();

    const weak = await adminCreate(folder, "root@example.com", "password");
    expect(weak.code).toBe(1);
    expect(weak.output).toContain("ADMIN_PASSWORD is not accepted");
    const missing = await adminCreate(folder, "root@example.com");
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("Set ADMIN_PASSWORD to create an administrator with it");

    const release = acquireFolderLock(folder);
    try {
      const locked = await adminCreate(folder, "root@example.com", "Sturdy#Admin2026");
      expect(locked.code).toBe(1);
      expect(locked.output).toContain(`is in use by another process (pid ${process.pid})`);
    } finally {
      release();
    }
  }, 60_000);
});
