/**
 * A background worker's pause between rounds that a wake-up ends early: the mail sender's and the
 * clip worker's loops sleep on it, and a new job or a shutdown calls `wake()`.
 */
export function createWakeableSleep() {
  let interrupt: (() => void) | undefined;
  return {
    sleep(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          interrupt = undefined;
          resolve();
        }
        interrupt = done;
      });
    },
    wake(): void {
      interrupt?.();
    },
  };
}
