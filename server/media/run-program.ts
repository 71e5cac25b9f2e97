import { readFileSync } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { limitedCommand, mentionsOutOfMemory, ranOutOfMemory } from "./resource-limits.ts";
import { spawnProgram } from "./spawner.ts";

/** How much of a program's stderr is kept: its last lines say why it failed. */
const STDERR_TAIL_CHARACTERS = 4_000;
/**
 * The most of stdout (`keepStdout`) or stderr (`keepStderr`) kept by default: a hostile file can make
 * a program print without end (a packet per line), and all of it would sit in the server's memory.
 */
export const DEFAULT_KEEP_BYTES = 4 * 1024 * 1024;

export type ProgramResult = {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderrTail: string;
  /** Stopped because it printed more than `maxOutputBytes`: `stdout` holds only what fit. */
  outputCapped: boolean;
  /** It needed more memory than `addressSpaceBytes` allowed, and stopped for it. */
  memoryExceeded: boolean;
};

export type RunOptions = {
  /** Each chunk of stdout as it arrives (ffmpeg's `-progress pipe:1`). */
  onStdout?: (chunk: string) => void;
  /** Kills the program (SIGKILL) after this long; the result then has `timedOut`. */
  timeoutMs?: number;
  /**
   * Kills the program (SIGKILL) once it has used this much CPU time, its threads together; the result
   * then has `timedOut`. On a loaded machine the wall clock runs on while a program waits for a core:
   * its CPU time is what it has really spent. Read from /proc (Linux); elsewhere only `timeoutMs`.
   */
  cpuLimitSeconds?: number;
  /** Kept only when asked: a transcode's stdout is progress lines, not worth keeping. */
  keepStdout?: boolean;
  /**
   * What `keepStdout` and `keepStderr` keep at most (DEFAULT_KEEP_BYTES): past it the program is
   * stopped (SIGKILL) and the result has `outputCapped`.
   */
  maxOutputBytes?: number;
  /**
   * The program's address space (RLIMIT_AS, resource-limits.ts): an allocation past it fails inside
   * the program, which then ends; the result has `memoryExceeded`.
   */
  addressSpaceBytes?: number;
  /** Stops the program (SIGKILL) when aborted: the server is shutting down. */
  signal?: AbortSignal;
  /** stderr kept (silencedetect reports there) up to `maxOutputBytes`, not only its tail. */
  keepStderr?: boolean;
};

/**
 * The bounds a step of a clip's processing runs within: its share of the watchdog, the stop, and the
 * memory each of its programs may take.
 */
export type RunLimits = Pick<RunOptions, "cpuLimitSeconds" | "timeoutMs" | "signal" | "addressSpaceBytes">;

/**
 * Runs ffmpeg or ffprobe with arguments (never a shell's parsing), keeping the tail of stderr for the
 * failure reason, and killing it when it runs past its watchdog, prints past its cap, or (the kernel)
 * when it uses more memory or CPU than its limits.
 */
export function runProgram(
  program: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<ProgramResult & { timedOut: boolean; cpuSeconds: number }> {
  const limited = limitedCommand(program, args, {
    addressSpaceBytes: options.addressSpaceBytes,
    // The kernel's CPU limit is the backstop: the watchdog below stops the program first.
    cpuSeconds:
      options.cpuLimitSeconds === undefined ? undefined : options.cpuLimitSeconds + CPU_RLIMIT_MARGIN_SECONDS,
  });
  const keepBytes = options.maxOutputBytes ?? DEFAULT_KEEP_BYTES;
  return new Promise((resolve, reject) => {
    let stdout = "";
    let stderr = "";
    /** An allocation failure anywhere in stderr; the end of the previous chunk joins the next, so a line split between two is seen. */
    let outOfMemorySeen = false;
    let stderrCarry = "";
    let timedOut = false;
    let outputCapped = false;
    // Bytes arrive in the pipes' chunks: a character split between two is decoded whole.
    const stdoutText = new StringDecoder("utf8");
    const stderrText = new StringDecoder("utf8");
    const onStdout = (chunk: string) => {
      if (outputCapped || !chunk) return;
      if (options.keepStdout) {
        if (stdout.length + chunk.length > keepBytes) return capOutput();
        stdout += chunk;
      }
      options.onStdout?.(chunk);
    };
    const onStderr = (chunk: string) => {
      if (!chunk) return;
      if (!outOfMemorySeen && options.addressSpaceBytes !== undefined) {
        outOfMemorySeen = mentionsOutOfMemory(stderrCarry + chunk);
        stderrCarry = chunk.slice(-200);
      }
      if (!options.keepStderr) {
        stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARACTERS * 2);
      } else if (!outputCapped) {
        if (stderr.length + chunk.length > keepBytes) return capOutput();
        stderr += chunk;
      }
    };
    let settled = false;
    // Started by the program spawner (spawner.ts): starting a program from the server itself held
    // its event loop for as long as the fork took to copy its memory's page tables.
    const child = spawnProgram(limited.command, limited.args, {
      onStdout: (chunk) => onStdout(stdoutText.write(chunk as Buffer)),
      onStderr: (chunk) => onStderr(stderrText.write(chunk as Buffer)),
      onError: (error) => {
        if (settled) return;
        settled = true;
        stopWatching();
        reject(error);
      },
      onClose: (code, signal) => {
        onStdout(stdoutText.end());
        onStderr(stderrText.end());
        if (settled) return;
        settled = true;
        stopWatching();
        const stderrTail = options.keepStderr ? stderr : stderr.slice(-STDERR_TAIL_CHARACTERS).trim();
        const ended = { code, signal, stderrTail };
        resolve({
          cpuSeconds,
          ...ended,
          stdout,
          // SIGXCPU: the kernel's CPU limit, where the watchdog could not read /proc.
          timedOut: timedOut || signal === "SIGXCPU",
          outputCapped,
          memoryExceeded:
            !timedOut &&
            !outputCapped &&
            ranOutOfMemory({ ...ended, outOfMemorySeen }, options.addressSpaceBytes !== undefined),
        });
      },
    });
    const capOutput = () => {
      outputCapped = true;
      child.kill("SIGKILL");
    };
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(
            () => {
              timedOut = true;
              child.kill("SIGKILL");
            },
            Math.min(options.timeoutMs, MAX_TIMER_MS),
          );
    let cpuSeconds = 0;
    const cpuWatch =
      options.cpuLimitSeconds === undefined
        ? undefined
        : setInterval(() => {
            // Its process id arrives from the spawner a moment after the start.
            cpuSeconds = Math.max(cpuSeconds, processCpuSeconds(child.pid) ?? 0);
            if (cpuSeconds > (options.cpuLimitSeconds ?? Number.POSITIVE_INFINITY)) {
              timedOut = true;
              child.kill("SIGKILL");
            }
          }, CPU_WATCH_INTERVAL_MS);
    // The server is shutting down: the program is stopped, and reported as it ended (SIGKILL).
    const abort = () => child.kill("SIGKILL");
    const stopWatching = () => {
      clearTimeout(timer);
      clearInterval(cpuWatch);
      options.signal?.removeEventListener("abort", abort);
    };
    if (options.signal?.aborted) abort();
    else options.signal?.addEventListener("abort", abort, { once: true });
  });
}

const CPU_WATCH_INTERVAL_MS = 500;
/** The kernel's CPU limit sits this far past the watchdog's, which reads /proc every half second. */
const CPU_RLIMIT_MARGIN_SECONDS = 2;
/** Node fires a longer timer after 1 ms (TimeoutOverflowWarning): a far deadline must not kill at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** USER_HZ: 100 on every Linux Node runs on. */
const CLOCK_TICKS = 100;

/** User and system CPU seconds of a running process (all its threads), or undefined without /proc. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (in parentheses, which may hold spaces): utime and stime are
    // the 14th and 15th fields of the line, the 12th and 13th after the name.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
