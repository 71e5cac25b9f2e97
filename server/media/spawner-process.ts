/**
 * The program spawner's own process (server/media/spawner.ts): it starts ffmpeg and ffprobe for the
 * server, passes their output back over the IPC channel, and kills them when asked. It is small, so
 * starting a program here costs a millisecond or two; the server, whose memory is hundreds of
 * megabytes, froze for 50 to 200 ms at every start (a fork copies the parent's page tables).
 * Nothing but Node's own modules: it loads in moments and holds no more than it must.
 */
import { type ChildProcess, spawn } from "node:child_process";
import os from "node:os";
import type { SpawnerReply, SpawnerRequest } from "./spawner-messages.ts";

// The niceness its programs inherit (its first argument): they give way to the server's thread.
const niceness = Number(process.argv[2]);
if (Number.isInteger(niceness) && niceness > 0) {
  try {
    os.setPriority(niceness);
  } catch {
    // Not allowed here (a container's policy): the programs run at the server's priority.
  }
}

const running = new Map<number, ChildProcess>();

const send = (reply: SpawnerReply, done?: () => void) => {
  if (!process.connected) return;
  process.send?.(reply, undefined, {}, () => done?.());
};

function start(id: number, command: string, args: string[]): void {
  let child: ChildProcess;
  try {
    child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    send({ id, kind: "error", code: failure.code, message: failure.message });
    return;
  }
  running.set(id, child);
  if (child.pid !== undefined) send({ id, kind: "spawned", pid: child.pid });
  // One chunk in flight per stream: a slow reader slows the program, never fills this process.
  for (const kind of ["stdout", "stderr"] as const) {
    const stream = child[kind];
    stream?.on("data", (chunk: Buffer) => {
      stream.pause();
      send({ id, kind, chunk }, () => stream.resume());
    });
  }
  child.on("error", (error: NodeJS.ErrnoException) => {
    running.delete(id);
    send({ id, kind: "error", code: error.code, message: error.message });
  });
  // "close": after the program ended and its output was read to the end, and so sent before this.
  child.on("close", (code, signal) => {
    running.delete(id);
    send({ id, kind: "close", code, signal });
  });
}

process.on("message", (request: SpawnerRequest) => {
  if (request.kind === "spawn") start(request.id, request.command, request.args);
  else running.get(request.id)?.kill(request.signal);
});

// The server is gone (ended, or killed): so are the programs it asked for.
process.on("disconnect", () => {
  for (const child of running.values()) child.kill("SIGKILL");
  process.exit(0);
});
