import { describe, expect, it } from "vitest";
import { createSlots } from "./slots.ts";

describe("createSlots", () => {
  it("holds at most its size, queues the next in order, and refuses past its queue", async () => {
    const slots = createSlots({ size: 2, queue: 1, waitMs: 60_000 });
    const first = await slots.acquire();
    const second = await slots.acquire();
    expect(slots.held).toBe(2);
    const third = slots.acquire();
    expect(slots.waiting).toBe(1);
    expect(await slots.acquire()).toBeUndefined();
    first?.();
    first?.(); // a second release of the same slot frees nothing more
    const granted = await third;
    expect(granted).toBeTypeOf("function");
    expect(slots.held).toBe(2);
    second?.();
    granted?.();
    expect(slots.held).toBe(0);
  });

  it("gives up a wait that runs out, without holding a slot", async () => {
    const slots = createSlots({ size: 1, queue: 1, waitMs: 1 });
    const held = await slots.acquire();
    expect(await slots.acquire()).toBeUndefined();
    expect(slots.waiting).toBe(0);
    held?.();
    expect(slots.held).toBe(0);
  });
});
