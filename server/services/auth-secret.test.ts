import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { authSecretPath, resolveAuthSecret } from "./auth-secret.ts";

const folders: string[] = [];
function freshFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-secret-"));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("resolveAuthSecret", () => {
  it("uses AUTH_SECRET when it is set, and writes nothing", () => {
    const dataDir = freshFolder();
    expect(resolveAuthSecret("x".repeat(40), dataDir)).toBe("x".repeat(40));
    expect(fs.existsSync(authSecretPath(dataDir))).toBe(false);
  });

  it("generates a secret into DATA_DIR, readable by the owner only, and keeps it across restarts", () => {
    const dataDir = path.join(freshFolder(), "not-yet-created");
    const first = resolveAuthSecret(undefined, dataDir);

    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.statSync(authSecretPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dataDir)).toBe(first);
  });

  it("gives each data folder its own secret", () => {
    expect(resolveAuthSecret(undefined, freshFolder())).not.toBe(resolveAuthSecret(undefined, freshFolder()));
  });

  it("refuses a stored secret that is too short instead of signing with it", () => {
    const dataDir = freshFolder();
    fs.writeFileSync(authSecretPath(dataDir), "short\n");
    expect(() => resolveAuthSecret(undefined, dataDir)).toThrow(/shorter than 32/);
  });
});
