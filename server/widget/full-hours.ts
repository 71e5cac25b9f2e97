/**
 * Accounts whose hour of uploads is full, and until when (docs/decisions/0038-uploads-under-attack.md):
 * a script that keeps sending after its 60th upload is refused here, before the database is asked
 * again. Each refusal cost a transaction on the database's single thread (PGlite), and twelve
 * senders answered at once kept every other request's queries waiting behind theirs.
 * Kept only while exact: the reservation says how long the hour stays full only when no upload of
 * the account is still arriving (one that fails gives its place back).
 */
export type FullHours = {
  /** Whether the account's hour is known to be full now. */
  isFull(userId: string): boolean;
  /** The reservation found the hour full for this many seconds more. */
  markFull(userId: string, seconds: number): void;
};

/** Entries at most: past it the expired ones go, then the oldest (a refusal then asks the database). */
const MAX_ENTRIES = 10_000;

export function createFullHours(now: () => number = Date.now): FullHours {
  const until = new Map<string, number>();
  return {
    isFull(userId) {
      const end = until.get(userId);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(userId);
      return false;
    },
    markFull(userId, seconds) {
      if (!(seconds > 0)) return;
      if (until.size >= MAX_ENTRIES) {
        const time = now();
        for (const [key, end] of until) if (end <= time) until.delete(key);
        if (until.size >= MAX_ENTRIES) until.delete(until.keys().next().value as string);
      }
      until.delete(userId);
      until.set(userId, now() + seconds * 1000);
    },
  };
}
