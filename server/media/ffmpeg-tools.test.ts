import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { FfmpegNotFoundError, findFfmpeg } from "./ffmpeg-tools.ts";

describe("findFfmpeg", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  function folderWith(...programs: string[]) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "avatalk-ffmpeg-"));
    folders.push(folder);
    for (const program of programs)
      fs.writeFileSync(path.join(folder, program), "#!/bin/sh\n", { mode: 0o755 });
    return folder;
  }

  it("finds both programs on the search path", () => {
    const folder = folderWith("ffmpeg", "ffprobe");
    expect(findFfmpeg({ searchPath: `/nowhere${path.delimiter}${folder}` })).toEqual({
      ffmpeg: path.join(folder, "ffmpeg"),
      ffprobe: path.join(folder, "ffprobe"),
    });
  });

  it("finds nothing when ffprobe is missing, so uploads can say what to install", () => {
    expect(findFfmpeg({ searchPath: folderWith("ffmpeg") })).toBeUndefined();
  });

  it("prefers the named paths and refuses one that cannot run", () => {
    const named = folderWith("ffmpeg", "ffprobe");
    const onPath = folderWith("ffmpeg", "ffprobe");
    const found = findFfmpeg({
      ffmpegPath: path.join(named, "ffmpeg"),
      ffprobePath: path.join(named, "ffprobe"),
      searchPath: onPath,
    });
    expect(found?.ffmpeg).toBe(path.join(named, "ffmpeg"));
    expect(() => findFfmpeg({ ffmpegPath: path.join(named, "missing"), searchPath: onPath })).toThrow(
      FfmpegNotFoundError,
    );
  });
});
