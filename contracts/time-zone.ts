import { messages } from "./messages.ts";
import { z } from "./zod.ts";

/** IANA names are at most about 30 characters ("America/Argentina/ComodRivadavia"). */
const TIME_ZONE_MAX = 64;

/** Whether this runtime knows the IANA time zone: the same answer in the browser and the server. */
export function isKnownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The account's time zone: times in its mails are written in it (docs/live-chat.md, "Handoff mail"). */
export const timeZoneField = z
  .string({ error: messages.account.timeZoneInvalid })
  .max(TIME_ZONE_MAX, { error: messages.account.timeZoneInvalid })
  .refine(isKnownTimeZone, { error: messages.account.timeZoneInvalid });

/** The zone the browser runs in, to offer before the customer chooses one. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Every zone this runtime knows, for the portal's list (the current one kept if the list lacks it). */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return known.includes(current) ? known : [current, ...known];
}
