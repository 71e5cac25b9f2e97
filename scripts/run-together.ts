import { type ChildProcess, spawn } from "node:child_process";

export type Command = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };

/**
 * Runs processes side by side with the terminal attached, as one: when any of them stops, or this
 * process gets SIGINT/SIGTERM, the others are stopped too. Resolves to the first exit code.
 */
export function runTogether(
  commands: Command[],
  { quiet = false }: { quiet?: boolean } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const children: ChildProcess[] = [];
    let exitCode: number | undefined;
    const stopAll = (signal: NodeJS.Signals) => {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const onSignal = (signal: NodeJS.Signals) => {
      exitCode ??= 130;
      stopAll(signal);
    };
    process.on("SIGINT", onSignal);
    process.on("SIGTERM", onSignal);
    let running = commands.length;
    for (const { name, command, args, env } of commands) {
      const child = spawn(command, args, {
        stdio: quiet ? "ignore" : "inherit",
        env: { ...process.env, ...env },
      });
      children.push(child);
      child.once("error", (error) => {
        console.error(`${name} could not start: ${error.message}`);
      });
      child.once("exit", (code, signal) => {
        if (exitCode === undefined) {
          exitCode = code ?? (signal ? 1 : 0);
          if (!quiet) process.stdout.write(`\n${name} stopped; stopping the rest.\n`);
          stopAll("SIGTERM");
        }
        running -= 1;
        if (running === 0) {
          process.off("SIGINT", onSignal);
          process.off("SIGTERM", onSignal);
          resolve(exitCode);
        }
      });
    }
  });
}
