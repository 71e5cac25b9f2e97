const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left of the free trial, counting a started day as a day (13.2 days left reads "14"),
 * and 0 once it has ended.
 */
export function trialDaysLeft(trialEndsAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / DAY_MS));
}

/** Whether the trial's end has passed. */
export function trialEnded(trialEndsAt: string, now: Date = new Date()): boolean {
  return new Date(trialEndsAt).getTime() <= now.getTime();
}
