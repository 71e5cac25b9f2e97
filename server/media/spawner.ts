import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { MEDIA_BOUNDS } from "./bounds.ts";
import type { SpawnerReply, SpawnerRequest } from "./spawner-messages.ts";

/**
 * ffmpeg and ffprobe are started by a small process of their own (spawner-process.ts), not by the
 * server. Starting a program forks the process that starts it, and a fork copies its page tables:
 * from the server, hundreds of megabytes resident, each start held its event loop for 50 to 200 ms
 * on a busy two-core machine (a burst of uploads: two probes each), from the spawner a millisecond
 * or two. Its programs run at a lower priority than the server (MEDIA_BOUNDS.programNiceness). The
 * spawner itself is started once, at start-up while the server is still small
 * (`startProgramSpawner`), or at the first program; if it ends, the next program starts it again.
 */

export type ProgramHandlers = {
  onStdout(chunk: Uint8Array): void;
  onStderr(chunk: Uint8Array): void;
  /** The program ended and its output was all delivered. */
  onClose(code: number | null, signal: NodeJS.Signals | null): void;
  /** It could not be started (ENOENT, EACCES); `onClose` may follow. */
  onError(error: NodeJS.ErrnoException): void;
};

export type SpawnedProgram = {
  /** Its process id, once the spawner has started it (for reading its CPU time in /proc). */
  readonly pid: number | undefined;
  kill(signal: NodeJS.Signals): void;
};

type Spawner = { process: ChildProcess; running: Map<number, Running> };
type Running = {
  id: number;
  command: string;
  args: string[];
  handlers: ProgramHandlers;
  pid?: number;
  home: Spawner;
  /** Spawners it was given to: one that cannot start at all must not be started again and again. */
  attempts: number;
};
/** A program is given to at most this many spawners in turn before it fails. */
const MAX_ATTEMPTS = 3;

let spawner: Spawner | undefined;
let nextId = 0;

/**
 * The compiled server runs media-spawner.js beside its bundle; from source (tsx, vitest) the
 * TypeScript file, through tsx's loader.
 */
function spawnerEntry(): { file: string; execArgv: string[] } {
  if (!import.meta.url.endsWith(".ts")) {
    return { file: fileURLToPath(new URL("./media-spawner.js", import.meta.url)), execArgv: [] };
  }
  return {
    file: fileURLToPath(new URL("./spawner-process.ts", import.meta.url)),
    execArgv: ["--import", "tsx"],
  };
}

/** Starts the spawner now, while the process is small; a no-op once it runs. */
export function startProgramSpawner(): void {
  currentSpawner();
}

function currentSpawner(): Spawner {
  if (spawner?.process.connected) return spawner;
  const { file, execArgv } = spawnerEntry();
  const child = fork(file, [String(MEDIA_BOUNDS.programNiceness)], {
    execArgv,
    // Output chunks travel as bytes, not as JSON arrays of numbers.
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const started: Spawner = { process: child, running: new Map() };
  spawner = started;
  child.on("message", (reply: SpawnerReply) => {
    const program = started.running.get(reply.id);
    if (!program) return;
    switch (reply.kind) {
      case "spawned":
        program.pid = reply.pid;
        break;
      case "stdout":
        program.handlers.onStdout(reply.chunk);
        break;
      case "stderr":
        program.handlers.onStderr(reply.chunk);
        break;
      case "error":
        program.handlers.onError(Object.assign(new Error(reply.message), { code: reply.code }));
        break;
      case "close":
        started.running.delete(reply.id);
        program.handlers.onClose(reply.code, reply.signal);
        idleIfDone(started);
        break;
    }
  });
  // A request sent as it died: its end is handled below, at "exit".
  child.on("error", () => {});
  child.on("exit", () => {
    if (spawner === started) spawner = undefined;
    const orphans = [...started.running.values()];
    started.running.clear();
    for (const program of orphans) {
      // Not started yet: a new spawner starts it.
      if (program.pid === undefined) {
        if (program.attempts < MAX_ATTEMPTS) submit(program);
        else
          program.handlers.onError(
            Object.assign(new Error("the program spawner ended"), { code: "ESPAWNER" }),
          );
        continue;
      }
      // Started: it lost the pipes it wrote to, and is stopped so nothing of it runs on unseen.
      try {
        process.kill(program.pid, "SIGKILL");
      } catch {
        // It had ended already.
      }
      program.handlers.onClose(null, "SIGKILL");
    }
  });
  idleIfDone(started);
  return started;
}

/** An idle spawner keeps no process alive (a test, a command-line tool); a running program does. */
function idleIfDone(started: Spawner) {
  if (started.running.size === 0) {
    started.process.unref();
    started.process.channel?.unref();
  } else {
    started.process.ref();
    started.process.channel?.ref();
  }
}

function submit(program: Running): void {
  const home = currentSpawner();
  program.home = home;
  program.attempts += 1;
  home.running.set(program.id, program);
  idleIfDone(home);
  home.process.send({
    id: program.id,
    kind: "spawn",
    command: program.command,
    args: program.args,
  } satisfies SpawnerRequest);
}

/** Starts `command` with `args` (never a shell's parsing), its output delivered to `handlers`. */
export function spawnProgram(
  command: string,
  args: readonly string[],
  handlers: ProgramHandlers,
): SpawnedProgram {
  const program = { id: nextId++, command, args: [...args], handlers, attempts: 0 } as Running;
  submit(program);
  return {
    get pid() {
      return program.pid;
    },
    kill(signal) {
      const { home, id } = program;
      if (home.running.has(id) && home.process.connected) {
        home.process.send({ id, kind: "kill", signal } satisfies SpawnerRequest);
      }
    },
  };
}
