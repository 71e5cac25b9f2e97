import {
  FFMPEG_INSTALL_HINT,
  FfmpegNotFoundError,
  type FfmpegTools,
  findFfmpeg,
} from "#server/media/ffmpeg-tools.ts";
import { aptInstallIfAllowed } from "./apt-install.ts";

/**
 * ffmpeg and ffprobe for the tests and benches, found like Chromium and PostgreSQL: FFMPEG_PATH and
 * FFPROBE_PATH, then PATH, then Debian's `ffmpeg` package installed when we may change the machine
 * (root with apt-get, as in a fresh CI container). Anywhere else it says what to install.
 */
export function ensureFfmpeg(env: NodeJS.ProcessEnv = process.env): FfmpegTools {
  const options = { ffmpegPath: env.FFMPEG_PATH, ffprobePath: env.FFPROBE_PATH, searchPath: env.PATH };
  const found = findFfmpeg(options);
  if (found) return found;
  let installed = false;
  try {
    installed = aptInstallIfAllowed("ffmpeg", "ffmpeg");
  } catch (error) {
    throw new FfmpegNotFoundError(`${(error as Error).message} ${FFMPEG_INSTALL_HINT}`, { cause: error });
  }
  const afterInstall = installed ? findFfmpeg(options) : undefined;
  if (afterInstall) return afterInstall;
  throw new FfmpegNotFoundError(`No ffmpeg found for the video tests. ${FFMPEG_INSTALL_HINT}`);
}
