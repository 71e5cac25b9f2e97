import { isExecutableFile } from "./ffmpeg-tools.ts";

/**
 * The kernel's own limits on one ffmpeg or ffprobe child (docs/decisions/0037-media-bounds.md): its
 * address space (RLIMIT_AS: an allocation past it fails, so a picture too large to hold is refused
 * by the program itself instead of growing until the machine swaps) and its CPU seconds (RLIMIT_CPU:
 * SIGXCPU at the soft limit, SIGKILL a second later), set on the child before it runs the program.
 * util-linux's `prlimit` does it without a shell; where it is missing, `sh -c 'ulimit -v …; exec …'`
 * does the same (the program's own arguments still never pass through the shell's parsing).
 */
export type ResourceLimits = { addressSpaceBytes?: number | undefined; cpuSeconds?: number | undefined };

export type Limiter = "prlimit" | "sh";

const PRLIMIT_PATHS = ["/usr/bin/prlimit", "/bin/prlimit"];
let found: Limiter | undefined;

/** prlimit when the machine has it (Debian: util-linux, an essential package), else the shell. */
export function availableLimiter(): Limiter {
  found ??= PRLIMIT_PATHS.some(isExecutableFile) ? "prlimit" : "sh";
  return found;
}

/** The command that runs `program` with `args` inside `limits`: the same process (both exec it). */
export function limitedCommand(
  program: string,
  args: readonly string[],
  limits: ResourceLimits,
  limiter: Limiter = availableLimiter(),
): { command: string; args: string[] } {
  const bytes = limits.addressSpaceBytes && Math.ceil(limits.addressSpaceBytes);
  // A whole second at least; the hard limit a second later so SIGXCPU may be reported first.
  const cpu = limits.cpuSeconds && Math.max(1, Math.ceil(limits.cpuSeconds));
  if (!bytes && !cpu) return { command: program, args: [...args] };
  if (limiter === "prlimit") {
    const options = [...(bytes ? [`--as=${bytes}`] : []), ...(cpu ? [`--cpu=${cpu}:${cpu + 1}`] : [])];
    return {
      command: PRLIMIT_PATHS.find(isExecutableFile) ?? "prlimit",
      args: [...options, "--", program, ...args],
    };
  }
  // ulimit -v counts KiB; -t seconds. "$0" and "$@" are the program and its arguments, unparsed.
  const settings = [
    ...(bytes ? [`ulimit -v ${Math.ceil(bytes / 1024)}`] : []),
    ...(cpu ? [`ulimit -t ${cpu}`] : []),
  ];
  return { command: "/bin/sh", args: ["-c", `${settings.join(" && ")} && exec "$0" "$@"`, program, ...args] };
}

/**
 * What a program that ran out of its address space writes: FFmpeg's ENOMEM ("Cannot allocate
 * memory"), x264's "malloc of size … failed", the loader's "failed to map segment", a thread that
 * could not get its stack, C++'s bad_alloc; and ffmpeg's "Error while opening encoder", which x264
 * says without a reason when its threads or buffers could not be allocated (our encoder settings are
 * fixed and valid, so under a limit that is the limit).
 */
const OUT_OF_MEMORY =
  /Cannot allocate memory|malloc of size \d+ failed|failed to map segment|out of memory|bad_alloc|pthread_create|Resource temporarily unavailable|Error while opening encoder/i;

/** Whether a piece of a program's stderr says an allocation failed. */
export const mentionsOutOfMemory = (text: string) => OUT_OF_MEMORY.test(text);

/**
 * Whether a failed program says it needed more memory than its limit allowed: in its last lines, or
 * anywhere in what it printed (`outOfMemorySeen`): ffmpeg's loudness filter prints its summary after
 * the failure, which can push the allocation's line out of the tail.
 */
export function ranOutOfMemory(
  result: {
    code: number | null;
    signal: NodeJS.Signals | null;
    stderrTail: string;
    outOfMemorySeen?: boolean;
  },
  limited: boolean,
): boolean {
  if (!limited || result.code === 0) return false;
  if (result.outOfMemorySeen || OUT_OF_MEMORY.test(result.stderrTail)) return true;
  // A library that does not check an allocation crashes instead of failing it.
  return result.signal === "SIGSEGV" || result.signal === "SIGABRT" || result.signal === "SIGBUS";
}
