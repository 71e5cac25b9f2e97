// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import onInteraction from "./interaction.ts";
import { islandUnder } from "./test-island.ts";

/**
 * `client:interaction` in a DOM: an island that waits for the visitor's first interaction, and with
 * `replay-click` gets the click that came before it had hydrated. The browser end of it is
 * e2e/try-it-live.spec.ts.
 */

afterEach(() => {
  document.body.replaceChildren();
});

function island(value: string | boolean) {
  return islandUnder(onInteraction, value);
}

/** A press and its release, which a button's click comes between. */
const pointer = (target: EventTarget, type: "pointerdown" | "pointerup") =>
  target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
const press = (target: EventTarget) => pointer(target, "pointerdown");
const release = (target: EventTarget) => pointer(target, "pointerup");

describe("client:interaction", () => {
  it("hydrates on the first press and, with replay-click, clicks again what was clicked before", async () => {
    const { button, handled, hydration } = island("replay-click");
    press(button);
    button.click();
    release(button);
    await hydration();
    expect(handled).toEqual([false]);
  });

  it("waits for the press to be released before it loads the island", async () => {
    const { button, handled, hydration, loads } = island("replay-click");
    press(button);
    // Past the frame and the task the island's loading would have been scheduled in.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    expect(loads()).toBe(0);
    button.click();
    release(button);
    await hydration();
    expect(loads()).toBe(1);
    expect(handled).toEqual([false]);
  });

  it("hydrates at once after a focus, which has no release", async () => {
    const { button, loads, hydration } = island(true);
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await hydration();
    expect(loads()).toBe(1);
  });

  it("replays one click, however many came before hydration, and none after", async () => {
    const { button, handled, hydration } = island("replay-click");
    press(button);
    button.click();
    button.click();
    release(button);
    await hydration();
    button.click();
    expect(handled).toEqual([false, false]);
  });

  it("does not replay a click that something on the page handled", async () => {
    const { button, handled, hydration } = island("replay-click");
    button.addEventListener("click", (event) => event.preventDefault(), { once: true });
    press(button);
    button.click();
    release(button);
    await hydration();
    expect(handled).toEqual([]);
  });

  it("does not replay a click on an element hydration replaced", async () => {
    const { button, handled, hydration } = island("replay-click");
    press(button);
    button.click();
    release(button);
    button.remove();
    await hydration();
    expect(handled).toEqual([]);
  });

  it("replays nothing for an island whose controls work before it hydrates", async () => {
    const { button, handled, hydration } = island(true);
    press(button);
    button.click();
    release(button);
    await hydration();
    expect(handled).toEqual([]);
  });
});
