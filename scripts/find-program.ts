import path from "node:path";
import { isExecutableFile } from "#server/media/ffmpeg-tools.ts";

/** The first executable `program` in the folders of `env.PATH`, as a shell would find it. */
export function findOnPath(program: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  return (env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((folder) => path.join(folder, program))
    .find(isExecutableFile);
}
