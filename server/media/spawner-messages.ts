/** What the server and its program spawner (spawner.ts, spawner-process.ts) say to each other. */
export type SpawnerRequest =
  | { id: number; kind: "spawn"; command: string; args: string[] }
  | { id: number; kind: "kill"; signal: NodeJS.Signals };

export type SpawnerReply =
  | { id: number; kind: "spawned"; pid: number }
  | { id: number; kind: "stdout" | "stderr"; chunk: Uint8Array }
  | { id: number; kind: "error"; code: string | undefined; message: string }
  | { id: number; kind: "close"; code: number | null; signal: NodeJS.Signals | null };
