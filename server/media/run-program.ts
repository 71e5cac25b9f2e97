import { spawn } from "node:child_process";

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
  /** Kept whole only when asked: a transcode's stdout is progress lines, not worth keeping. */
  keepStdout?: boolean;
  /** Stops the program (SIGKILL) when aborted: the server is shutting down. */
  signal?: AbortSignal;
  /** stderr kept whole (silencedetect reports there), not only its tail. */
  keepStderr?: boolean;
};

/**
 * Runs ffmpeg or ffprobe with arguments (never a shell), keeping the tail of stderr for the failure
 * reason, and killing it when it runs past its watchdog.
 */
export function runProgram(
  program: string,
  args: readonly string[],
  options: RunOptions = {},
): Promise<ProgramResult & { timedOut: boolean }> {
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
        : setTimeout(() => {
            timedOut = true;
            child.kill("SIGKILL");
          }, options.timeoutMs);
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
      reject(error);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout,
        stderrTail: options.keepStderr ? stderr : stderr.slice(-STDERR_TAIL_CHARACTERS).trim(),
        timedOut,
      });
    });
  });
}
