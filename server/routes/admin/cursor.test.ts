import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor.ts";

const position = { at: "2026-11-22T10:15:30.123456Z", id: "7a1c2f0e-52f4-4a59-9d3e-2b8f3c1d4e5f" };

describe("inbox cursors", () => {
  it("give back the position they were made from", () => {
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it("refuse anything the server did not write", () => {
    for (const cursor of [
      "",
      "not-base64-json",
      Buffer.from("[1,2]").toString("base64url"),
      Buffer.from(JSON.stringify(["2026-11-22", position.id])).toString("base64url"),
      Buffer.from(JSON.stringify([position.at, "'; drop table feedbacks; --"])).toString("base64url"),
    ]) {
      expect(decodeCursor(cursor)).toBeUndefined();
    }
  });
});
