import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type ShareImageKind, shareImageAlts, shareImageKind, shareImagePath } from "./share-images.ts";

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
function pngSize(file: string): { width: number; height: number } {
  const header = fs.readFileSync(file).subarray(0, 24);
  expect(header.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
}

describe("share images", () => {
  it.each(Object.keys(shareImageAlts) as ShareImageKind[])("%s is a committed 1200×630 PNG", (kind) => {
    expect(pngSize(path.join("public", shareImagePath(kind)))).toEqual({ width: 1200, height: 630 });
  });

  it("gives each kind of page its own preview", () => {
    expect(
      ["/", "/features", "/pricing", "/partner-program", "/blog", "/sign_in", "/reset_password"].map(
        shareImageKind,
      ),
    ).toEqual(["site", "site", "pricing", "partners", "blog", "accounts", "accounts"]);
  });
});
