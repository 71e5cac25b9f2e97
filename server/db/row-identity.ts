import { randomUUID } from "node:crypto";

/**
 * A new row's id and creation time, chosen by the server instead of the column defaults, so that
 * what depends on the row (its notification mail, the answer to the request) can be built before
 * the one statement that writes them all (server/services/form-submission.ts).
 */
export function newRowIdentity(now = new Date()): { id: string; createdAt: Date } {
  return { id: randomUUID(), createdAt: now };
}
