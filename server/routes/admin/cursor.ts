import { z } from "zod";
import type { InboxPosition } from "#server/repositories/admin-inbox.ts";

/** A position as the repository writes it: UTC with microseconds, and the row's id. */
const Position = z.tuple([z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/), z.uuid()]);

/** The opaque cursor a page hands out: its last row's position, base64url-encoded JSON. */
export function encodeCursor(position: InboxPosition): string {
  return Buffer.from(JSON.stringify([position.at, position.id])).toString("base64url");
}

/** The position a cursor names, or undefined for anything this server did not write. */
export function decodeCursor(cursor: string): InboxPosition | undefined {
  try {
    const parsed = Position.safeParse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
    return parsed.success ? { at: parsed.data[0], id: parsed.data[1] } : undefined;
  } catch {
    return undefined;
  }
}
