/**
 * A counting semaphore with a bounded queue: at most `size` holders at once, at most `queue` waiting,
 * each for at most `waitMs`. A caller that cannot hold or wait is told at once (`undefined`), so a
 * burst of uploads is refused quickly rather than piling up processes or memory.
 */
export type Slots = {
  /** Resolves with the release function, or undefined when the queue is full or the wait ran out. */
  acquire(): Promise<(() => void) | undefined>;
  readonly held: number;
  readonly waiting: number;
};

export function createSlots(options: { size: number; queue: number; waitMs: number }): Slots {
  let held = 0;
  const waiters: Array<(granted: boolean) => void> = [];
  const release = () => {
    const next = waiters.shift();
    if (next) next(true);
    else held -= 1;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    get held() {
      return held;
    },
    get waiting() {
      return waiters.length;
    },
    async acquire() {
      if (held < options.size) {
        held += 1;
        return once();
      }
      if (waiters.length >= options.queue) return undefined;
      const granted = await new Promise<boolean>((resolve) => {
        const waiter = (granted: boolean) => {
          clearTimeout(timer);
          resolve(granted);
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          resolve(false);
        }, options.waitMs);
        timer.unref();
        waiters.push(waiter);
      });
      // A granted slot is passed on by its releaser: `held` stays as it was.
      return granted ? once() : undefined;
    },
  };
}
