import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** `Algorithm.Argon2id`: a const enum, which this build (isolated modules) cannot read as a value. */
const ARGON2ID: Algorithm = 2;

/** docs/product.md §Security and ASVS 5.0 appendix C (OWASP's argon2id baseline): 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * Passwords are hashed and compared in Unicode NFC (decision 0007): "é" typed as one
 * character on one keyboard and as "e" plus an accent on another is the same password.
 */
export function normalisePassword(password: string): string {
  return password.normalize("NFC");
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password), ARGON2_OPTIONS);
}

/**
 * A real hash of a random password, computed once: signing in with an unknown address verifies
 * against it, so the answer takes as long as for a known one and the timing reveals nothing.
 */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hash(crypto.randomUUID(), ARGON2_OPTIONS);
  return decoyHash;
}

/**
 * True when `password` matches `passwordHash`. Without a hash (no such account) it still does the
 * work, against the decoy, and answers false.
 */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const stored = passwordHash ?? (await decoy());
  const normalised = normalisePassword(password);
  let matches = await verify(stored, normalised);
  // Hashes made before normalisation hold the password as it was typed then: a password typed the
  // same way still matches (decision 0007). Only non-NFC input pays the second check.
  if (!matches && normalised !== password) matches = await verify(stored, password);
  return passwordHash !== undefined && matches;
}
