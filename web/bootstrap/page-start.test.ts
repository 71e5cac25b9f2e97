// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  HYDRATE_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ON_INTENT,
  RENDERED_FROM_ID,
} from "#web/lib/hydration/attributes.ts";
import { checkRenderedFrom, keepNativeControlsFromReact, waitForIntent } from "./page-start.ts";

/**
 * The bootstrap's wait for the visitor's first interaction (decision 0016), run in a DOM: what it
 * holds before hydration and gives back after. The browser end of it is e2e/intent-hydration.spec.ts.
 */
function startBootstrap(): Promise<void> | undefined {
  // The paint `readyToStart` awaits between the two is the browser's; here it has happened.
  keepNativeControlsFromReact();
  const { intent, hydrateNow } = waitForIntent();
  checkRenderedFrom(hydrateNow);
  return intent;
}

const root = document.documentElement;
let stops: (() => void)[] = [];

/** Every event a handler saw, in order: what React would have seen. */
function record(element: EventTarget, ...types: string[]): string[] {
  const seen: string[] = [];
  for (const type of types) {
    const listener = (event: Event) =>
      seen.push(event instanceof KeyboardEvent ? `${type} ${event.key}` : type);
    element.addEventListener(type, listener);
    stops.push(() => element.removeEventListener(type, listener));
  }
  return seen;
}

async function hydrate(): Promise<void> {
  root.setAttribute(HYDRATED_ATTRIBUTE, "");
  // The bootstrap learns of it from a MutationObserver, whose records arrive as a microtask.
  await Promise.resolve();
}

beforeEach(() => {
  // jsdom runs no invoker commands; the browsers the site measures do (decision 0027).
  Object.defineProperty(HTMLButtonElement.prototype, "command", { value: "", configurable: true });
  root.setAttribute(HYDRATE_ATTRIBUTE, ON_INTENT);
  document.body.innerHTML = `
    <button type="button" id="menu">Menu</button>
    <div role="tablist"><button type="button" role="tab" id="tab">Tab</button></div>
    <label id="yearly-label"><input type="radio" name="billing" id="yearly"> Yearly</label>
    <input type="radio" name="billing" id="monthly" checked>
    <a href="#section" id="link">Link</a>
    <details id="faq"><summary id="question">Question</summary>Answer</details>
    <button type="button" id="opener" command="show-modal" commandfor="dialog">Open</button>
    <button type="button" id="menu-toggle" popovertarget="menu-popover">Menu</button>
    <label for="name" id="name-label">Name</label><input id="name" type="text">`;
});

afterEach(async () => {
  // Lets every bootstrap the test started finish, so that none holds the next test's clicks.
  await hydrate();
  for (const stop of stops) stop();
  stops = [];
  root.removeAttribute(HYDRATE_ATTRIBUTE);
  root.removeAttribute(HYDRATED_ATTRIBUTE);
});

describe("the bootstrap of a page that hydrates on intent", () => {
  it("settles nothing to wait for on a page that hydrates at once", () => {
    root.removeAttribute(HYDRATE_ATTRIBUTE);
    expect(startBootstrap()).toBeUndefined();
  });

  it("waits for the visitor's first interaction", async () => {
    const intent = startBootstrap();
    let settled = false;
    void intent?.then(() => {
      settled = true;
    });
    // The move the browser makes of a resting pointer when the page lays out under it.
    document.body.dispatchEvent(new MouseEvent("pointermove", { bubbles: true }));
    await Promise.resolve();
    expect(settled).toBe(false);
    // jsdom's events have no movement of their own.
    const moved = Object.defineProperty(new MouseEvent("pointermove", { bubbles: true }), "movementX", {
      value: 3,
    });
    document.body.dispatchEvent(moved);
    await intent;
    expect(settled).toBe(true);
  });

  it("holds a click on a button until the page has hydrated, then clicks it again", async () => {
    // A click alone is an interaction too: a screen reader's activation comes without a pointer.
    const intent = startBootstrap();
    const seen = record(document.getElementById("menu") as HTMLElement, "click");
    document.getElementById("menu")?.click();
    await intent;
    expect(seen).toEqual([]);
    await hydrate();
    expect(seen).toEqual(["click"]);
    document.getElementById("menu")?.click();
    expect(seen).toEqual(["click", "click"]);
  });

  it.each([
    ["a summary", "question"],
    ["a button with an invoker command", "opener"],
    ["a popover's button", "menu-toggle"],
  ])("lets a click on %s through at once: the browser works it without React", (_, id) => {
    startBootstrap();
    const control = document.getElementById(id) as HTMLElement;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    control.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it.each([
    ["on a page that hydrates on intent", ON_INTENT],
    ["on a page that hydrates at once", undefined],
  ])("keeps a press on a native control from React until the page has hydrated, %s", async (_, attribute) => {
    // React's listeners sit on the document; a discrete event it sees on a part it has not hydrated
    // makes it hydrate the whole page first, before the browser's effect (decision 0028).
    if (attribute === undefined) root.removeAttribute(HYDRATE_ATTRIBUTE);
    startBootstrap();
    const reactSaw = record(document, "pointerdown", "click", "keydown");
    const summary = document.getElementById("question") as HTMLElement;
    summary.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    summary.click();
    document
      .getElementById("opener")
      ?.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(reactSaw).toEqual([]);
    expect((document.getElementById("faq") as HTMLDetailsElement).open).toBe(true);
    document.getElementById("link")?.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    expect(reactSaw).toEqual(["pointerdown"]);
    await hydrate();
    summary.click();
    expect(reactSaw).toEqual(["pointerdown", "click"]);
  });

  it("holds a click on an invoker command's button where the browser runs none, as any button's", async () => {
    delete (HTMLButtonElement.prototype as { command?: unknown }).command;
    startBootstrap();
    const opener = document.getElementById("opener") as HTMLElement;
    const seen = record(opener, "click");
    opener.click();
    expect(seen).toEqual([]);
    await hydrate();
    expect(seen).toEqual(["click"]);
  });

  it("undoes a radio's change until hydration and makes it then, through its label", async () => {
    startBootstrap();
    const yearly = document.getElementById("yearly") as HTMLInputElement;
    const seen = record(yearly, "click", "change");
    document.getElementById("yearly-label")?.click();
    expect(yearly.checked).toBe(false);
    expect((document.getElementById("monthly") as HTMLInputElement).checked).toBe(true);
    await hydrate();
    expect(yearly.checked).toBe(true);
    expect(seen).toEqual(["click", "change"]);
  });

  it("replays an arrow key pressed on a tab, and leaves Enter to the click the browser makes of it", async () => {
    startBootstrap();
    const tab = document.getElementById("tab") as HTMLElement;
    const seen = record(tab, "keydown");
    for (const key of ["ArrowRight", "Enter", "Tab"]) {
      tab.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    }
    expect(seen).toEqual(["keydown ArrowRight", "keydown Enter", "keydown Tab"]);
    await hydrate();
    expect(seen).toEqual(["keydown ArrowRight", "keydown Enter", "keydown Tab", "keydown ArrowRight"]);
  });

  it("lets links, text fields and their labels work as HTML meanwhile", async () => {
    startBootstrap();
    const name = document.getElementById("name") as HTMLInputElement;
    const seen = record(name, "click", "keydown");
    const link = document.getElementById("link") as HTMLAnchorElement;
    const linkClicks = record(link, "click");
    link.click();
    document.getElementById("name-label")?.click();
    name.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(linkClicks).toEqual(["click"]);
    expect(seen).toEqual(["click", "keydown a"]);
    await hydrate();
    expect(seen).toEqual(["click", "keydown a"]);
    expect(linkClicks).toEqual(["click"]);
  });
});

describe("the bootstrap of a page rendered from API answers (decision 0017)", () => {
  const shown = { "/api/plans": [{ id: 2, price: 44 }], "/api/terms": { trialDays: 14 } };
  type Answer = { ok: boolean; contentType: string; body: unknown } | "no answer";
  const json = (body: unknown): Answer => ({
    ok: true,
    contentType: "application/json; charset=utf-8",
    body,
  });

  /** Answers each call as `answers` says (the shown answer by default); returns the paths called. */
  function answerCalls(answers: Record<string, Answer> = {}): string[] {
    const called: string[] = [];
    vi.stubGlobal("fetch", async (path: keyof typeof shown) => {
      called.push(path);
      const answer = answers[path] ?? json(shown[path]);
      if (answer === "no answer") throw new TypeError("Failed to fetch");
      return {
        ok: answer.ok,
        headers: new Headers({ "content-type": answer.contentType }),
        json: async () => answer.body,
      };
    });
    return called;
  }

  /** Whether the bootstrap stopped waiting, once every call it made has been answered and read. */
  async function settles(intent: Promise<void> | undefined): Promise<boolean> {
    let settled = false;
    void intent?.then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve));
    return settled;
  }

  beforeEach(() => {
    const data = Object.assign(document.createElement("script"), {
      type: "application/json",
      id: RENDERED_FROM_ID,
    });
    data.textContent = JSON.stringify(shown);
    document.body.append(data);
  });
  afterEach(() => {
    document.getElementById(RENDERED_FROM_ID)?.remove();
    vi.unstubAllGlobals();
  });

  it("makes every call at once and keeps waiting while each answers what the page shows", async () => {
    const called = answerCalls();
    const intent = startBootstrap();
    expect(called).toEqual(["/api/plans", "/api/terms"]);
    expect(await settles(intent)).toBe(false);
  });

  it.each<[string, Answer]>([
    ["another price", json([{ id: 2, price: 49 }])],
    ["the same figures in another order", json([{ price: 44, id: 2 }])],
    ["an error", { ok: false, contentType: "application/json", body: { message: "Pricing is down" } }],
    ["a page of HTML", { ok: true, contentType: "text/html", body: undefined }],
    ["no answer", "no answer"],
  ])("hydrates at once when a call gets %s", async (_, answer) => {
    answerCalls({ "/api/plans": answer });
    expect(await settles(startBootstrap())).toBe(true);
  });
});
