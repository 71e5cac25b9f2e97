import {
  FFMPEG_INSTALL_HINT,
  FfmpegNotFoundError,
  type FfmpegTools,
  findFfmpeg,
} from "#server/media/ffmpeg-tools.ts";

/**
 * ffmpeg and ffprobe for the tests and benches, found like Chromium and PostgreSQL: FFMPEG_PATH and
 * FFPROBE_PATH, then PATH. Nothing here installs: every vitest worker calls this, and workers that
 * each ran apt-get failed on dpkg's lock. npm test's first step (scripts/system-tools.ts) installs.
 */
export function ensureFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegTools {
  const found = findFfmpeg({
    ffmpegPath: env.FFMPEG_PATH,
    ffprobePath: env.FFPROBE_PATH,
    searchPath: env.PATH,
  });
  if (found) return found;
  throw new FfmpegNotFoundError(`No ffmpeg found for the video tests. ${FFMPEG_INSTALL_HINT}`);
}
