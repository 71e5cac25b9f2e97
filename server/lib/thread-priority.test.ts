import os from "node:os";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";

describe("lowerThisThreadsPriority", () => {
  it.runIf(process.platform === "linux")(
    "lowers the calling thread's priority and leaves the process's",
    async () => {
      const before = os.getPriority(process.pid);
      const source = new URL("./thread-priority.ts", import.meta.url).href;
      // A thread does not inherit vitest's TypeScript loader: tsx's registers it, then loads the module.
      const worker = new Worker(
        `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })
        .then(({ lowerThisThreadsPriority }) => require("node:worker_threads").parentPort.postMessage(lowerThisThreadsPriority(10)));`,
        { eval: true },
      );
      const priority = await new Promise((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
      await worker.terminate();

      // Never raised: a test run that is itself niced past 10 keeps its own.
      expect(priority).toBe(Math.max(before, 10));
      expect(os.getPriority(process.pid)).toBe(before);
    },
  );
});
