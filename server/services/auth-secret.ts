import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The file that keeps a generated secret, beside the embedded database. */
export function authSecretPath(dataDir: string): string {
  return path.join(dataDir, "auth-secret");
}

const MIN_SECRET_LENGTH = 32;

/**
 * The key that signs session tokens (docs/product.md §Security). AUTH_SECRET wins; without it, a single server keeps
 * a random 384-bit secret in `<dataDir>/auth-secret` (created 0600, never overwritten), so a restart
 * keeps everyone signed in and a fresh install needs no setup. Replicas must share AUTH_SECRET:
 * each would otherwise generate its own (docs/decisions/0007-accounts-and-sessions.md).
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = authSecretPath(dataDir);
  const existing = readSecret(file);
  if (existing) return existing;

  fs.mkdirSync(dataDir, { recursive: true });
  const generated = randomBytes(48).toString("base64url");
  try {
    // "wx": if another process created it first, theirs is the one everybody uses.
    fs.writeFileSync(file, `${generated}\n`, { flag: "wx", mode: 0o600 });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const raced = readSecret(file);
    if (!raced) throw new Error(`${file} exists but holds no usable secret`);
    return raced;
  }
}

function readSecret(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const secret = text.trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters: delete it or set AUTH_SECRET`,
    );
  }
  return secret;
}
