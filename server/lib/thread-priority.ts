import { readlinkSync } from "node:fs";
import os from "node:os";

/**
 * Lowers the scheduling priority of the calling thread alone (Linux: a thread's id, from
 * /proc/thread-self, is a `setpriority` target of its own; the process and its other threads keep
 * theirs). Answers the thread's new priority, or undefined where the system does not tell a thread
 * apart (no /proc) or refuses: the thread then runs as before.
 */
export function lowerThisThreadsPriority(niceness: number): number | undefined {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    if (!Number.isInteger(threadId) || threadId <= 0) return undefined;
    os.setPriority(threadId, Math.max(os.getPriority(threadId), niceness));
    return os.getPriority(threadId);
  } catch {
    return undefined;
  }
}
