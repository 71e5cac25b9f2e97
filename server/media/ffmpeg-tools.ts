import fs from "node:fs";
import path from "node:path";

/** The two programs the media pipeline runs (docs/decisions: ffmpeg from the distribution). */
export type FfmpegTools = { ffmpeg: string; ffprobe: string };

export const FFMPEG_INSTALL_HINT =
  "Install ffmpeg with `sudo apt-get install ffmpeg` (Debian/Ubuntu; `brew install ffmpeg` on macOS), " +
  "or set FFMPEG_PATH and FFPROBE_PATH to programs you already have.";

export class FfmpegNotFoundError extends Error {
  override name = "FfmpegNotFoundError";
}

export type FindFfmpegOptions = {
  /** FFMPEG_PATH / FFPROBE_PATH as config.ts read them. */
  ffmpegPath?: string | undefined;
  ffprobePath?: string | undefined;
  /** The PATH to search; tests pass their own folders. */
  searchPath?: string | undefined;
};

/**
 * ffmpeg and ffprobe: the paths the operator named, else the first on PATH (Debian's `ffmpeg` package
 * installs both in /usr/bin). Undefined when either is missing. A path that was named and cannot run
 * is a mistake to report, not a reason to pick another program.
 */
export function findFfmpeg(options: FindFfmpegOptions = {}): FfmpegTools | undefined {
  const searchPath = options.searchPath ?? "";
  const locate = (explicit: string | undefined, variable: string, program: string) => {
    const named = explicit?.trim();
    if (named) {
      if (!isExecutableFile(named)) {
        throw new FfmpegNotFoundError(`${variable} is set to ${named}, but no executable file is there.`);
      }
      return named;
    }
    return searchPath
      .split(path.delimiter)
      .filter(Boolean)
      .map((folder) => path.join(folder, program))
      .find(isExecutableFile);
  };
  const ffmpeg = locate(options.ffmpegPath, "FFMPEG_PATH", "ffmpeg");
  const ffprobe = locate(options.ffprobePath, "FFPROBE_PATH", "ffprobe");
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : undefined;
}

export function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
