import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** How much of a program's stderr is kept: its last lines say why it failed. */
const STDERR_TAIL_CHARACTERS = 4_000;

export type ProgramResult = {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderrTail: string;
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
  /** Kept whole only when asked: a transcode's stdout is progress lines, not worth keeping. */
  keepStdout?: boolean;
  /** Stops the program (SIGKILL) when aborted: the server is shutting down. */
  signal?: AbortSignal;
  /** stderr kept whole (silencedetect reports there), not only its tail. */
  keepStderr?: boolean;
};

/** The bounds a step of a clip's processing runs within: its share of the watchdog, and the stop. */
export type RunLimits = Pick<RunOptions, "cpuLimitSeconds" | "timeoutMs" | "signal">;

/**
 * Runs ffmpeg or ffprobe with arguments (never a shell), keeping the tail of stderr for the failure
 * reason, and killing it when it runs past its watchdog.
 */
export function runProgram(
  program: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<ProgramResult & { timedOut: boolean; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: ["ignore", "pipe", "pipe"],
      ...(options.signal ? { signal: options.signal, killSignal: "SIGKILL" as const } : {}),
    });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
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
      options.cpuLimitSeconds === undefined || child.pid === undefined
        ? undefined
        : setInterval(() => {
            cpuSeconds = Math.max(cpuSeconds, processCpuSeconds(child.pid) ?? 0);
            if (cpuSeconds > (options.cpuLimitSeconds ?? Number.POSITIVE_INFINITY)) {
              timedOut = true;
              child.kill("SIGKILL");
            }
          }, CPU_WATCH_INTERVAL_MS);
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (options.keepStdout) stdout += chunk;
      options.onStdout?.(chunk);
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr = options.keepStderr ? stderr + chunk : (stderr + chunk).slice(-STDERR_TAIL_CHARACTERS * 2);
    });
    child.on("error", (error) => {
      // An abort also ends in "close", which reports it; only a program that could not start rejects.
      if (error.name === "AbortError") return;
      clearTimeout(timer);
      clearInterval(cpuWatch);
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      clearInterval(cpuWatch);
      resolve({
        cpuSeconds,
        code,
        signal,
        stdout,
        stderrTail: options.keepStderr ? stderr : stderr.slice(-STDERR_TAIL_CHARACTERS).trim(),
        timedOut,
      });
    });
  });
}

const CPU_WATCH_INTERVAL_MS = 500;
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
