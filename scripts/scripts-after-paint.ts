import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  HYDRATE_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  ON_INTENT,
  RENDERED_FROM_ID,
} from "../web/lib/hydration-attributes.ts";
import { reloadForNewBuild } from "../web/lib/reload-for-new-build.ts";
import { rewritePages } from "./built-pages.ts";
import { isEarlyChunk } from "./early-chunks.ts";

/**
 * Starts a prerendered page's scripts only after its first paint (the web quality issue; decision
 * 0009). A page is whole HTML with its CSS inlined, so its scripts only make it interactive, but
 * React Router writes a module preload for every chunk into `<head>` and a module script that
 * imports them at once: the browser fetches and runs them while the page is still being painted,
 * and a phone pays for that in the first paint and in everything Lighthouse counts before it.
 *
 * React Router has no option for this, so the built pages are rewritten once after every build: the
 * preloads are dropped, and the module script's static imports become the same imports, started
 * together after the page's `load` event and its first contentful paint. The entry that hydrates is
 * imported once they have all run, so the framework's contract holds: the manifest and the route
 * modules are in place before it. (Imported one after another, each waited for the previous one's
 * whole module graph, fetched level by level: round trips a phone pays for before the page answers
 * a tap. On localhost the difference does not show: the main thread's work sets the pace there.)
 * The same pass empties React Router's console hint for developers in the SPA shell.
 */

/**
 * Waits for the page's load event and its first contentful paint as the browser reports it, which
 * is when the frame has reached the screen: the main thread paints earlier, but a phone may take a
 * while to raster that frame. A browser without paint timing waits for `load` alone.
 */
const AFTER_FIRST_PAINT = `await Promise.all([
  new Promise((resolve) => document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true })),
  new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: "paint", buffered: true });
  }),
]);
await new Promise((resolve) => setTimeout(resolve));`;

/**
 * On a page that hydrates on the visitor's first interaction (decision 0016; the root layout writes
 * the attribute), `intent` settles on the first pointer, touch, key, focus, wheel or scroll event,
 * and the bootstrap awaits it after the paint. Until the page has hydrated, a click on a control
 * (a button, a tab, a radio or checkbox, or a label of one) is held, its default undone, and
 * clicked again once React has hydrated the page, unless the browser works it itself (a
 * `<summary>`, a button with an invoker command or a popover target: decision 0027); so is a key other than Tab, Enter and Space
 * (which the browser turns into a click) pressed on one: an arrow between tabs. Links, text fields
 * and scrolling work as HTML meanwhile. On any other page `intent` is settled from the start.
 * `hydrateNow` settles it without an interaction.
 */
export const ON_INTENT_SCRIPT = `const root = document.documentElement;
// Controls the browser works itself (decision 0027): a summary, a popover's button, and a button
// with an invoker command where the browser runs those.
const NATIVE = "command" in HTMLButtonElement.prototype ? "summary, [commandfor], [popovertarget]" : "summary, [popovertarget]";
const isNative = (target) => target instanceof Element && target.closest(NATIVE) !== null;
// While React hydrates, every event it must handle at once (a press, a click, a key) on a part it
// has not hydrated yet makes it hydrate the whole page first, in one task, before the browser's
// own effect: 0.8 s at 4x CPU on the home page (decision 0028). React need not see those on a
// native control, so they stop at the window until the page has hydrated; the effect is the
// browser's, in the next frame.
const SHIELDED = ["pointerdown", "pointerup", "mousedown", "mouseup", "touchstart", "touchend", "click", "auxclick", "keydown", "keypress", "keyup"];
const shield = (event) => {
  if (isNative(event.target)) event.stopPropagation();
};
for (const type of SHIELDED) addEventListener(type, shield, true);
new MutationObserver((_, observer) => {
  if (!root.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)})) return;
  observer.disconnect();
  for (const type of SHIELDED) removeEventListener(type, shield, true);
}).observe(root, { attributes: true, attributeFilter: [${JSON.stringify(HYDRATED_ATTRIBUTE)}] });
let hydrateNow = () => {};
const intent = root.getAttribute(${JSON.stringify(HYDRATE_ATTRIBUTE)}) !== ${JSON.stringify(ON_INTENT)} ? undefined : new Promise((resolve) => {
  const CONTROL = 'button, summary, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], input[type="radio"], input[type="checkbox"], label';
  const control = (target) => {
    const found = target instanceof Element ? target.closest(CONTROL) : null;
    // Held, a native control's click would do nothing: the browser works it.
    if (found && isNative(found)) return null;
    if (found?.localName !== "label") return found;
    return /^(?:radio|checkbox)$/.test(found.control?.type ?? "") ? found : null;
  };
  const held = [];
  const hold = (event) => {
    const target = control(event.target);
    if (!target) return;
    if (event.type === "click") {
      event.preventDefault();
      event.stopPropagation();
      held.push(() => target.click());
    } else if (!["Tab", "Enter", " "].includes(event.key)) {
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
      held.push(() => target.dispatchEvent(new KeyboardEvent("keydown", init)));
    }
  };
  addEventListener("click", hold, true);
  addEventListener("keydown", hold, true);
  new MutationObserver((_, observer) => {
    if (!root.hasAttribute(${JSON.stringify(HYDRATED_ATTRIBUTE)})) return;
    observer.disconnect();
    removeEventListener("click", hold, true);
    removeEventListener("keydown", hold, true);
    for (const replay of held.splice(0)) replay();
  }).observe(root, { attributes: true, attributeFilter: [${JSON.stringify(HYDRATED_ATTRIBUTE)}] });
  const INTENT = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin", "wheel", "scroll", "click"];
  const stopListening = () => {
    for (const type of INTENT) removeEventListener(type, start, true);
  };
  const start = (event) => {
    // The browser moves a resting pointer itself when the page lays out under it: no one moved it.
    if (event.type === "pointermove" && !event.movementX && !event.movementY) return;
    stopListening();
    // Not before the frame after the click: a tap's own effect (an answer unfolding, a dialog, the
    // menu: the browser's, decision 0027) is painted first, then the modules load and run. A
    // pointer that is down or moving is on its way to a click: up to a second for it.
    const afterFrame = () => requestAnimationFrame(() => setTimeout(resolve));
    if (!["pointerdown", "pointermove", "touchstart"].includes(event.type)) return afterFrame();
    let started = false;
    const afterClick = () => {
      if (started) return;
      started = true;
      removeEventListener("click", afterClick, true);
      afterFrame();
    };
    addEventListener("click", afterClick, { capture: true, passive: true });
    setTimeout(afterClick, 1000);
  };
  for (const type of INTENT) addEventListener(type, start, { capture: true, passive: true });
  hydrateNow = () => {
    stopListening();
    resolve();
  };
});`;

/**
 * After the paint, on a page rendered from API answers (decision 0017: /pricing), which names the
 * calls and the answers it shows: the calls are made, and an answer that is not the same JSON, an
 * error, or no answer at all hydrates the page without waiting for the visitor, so that it shows
 * what the API says, or its error message. An answer that is the same JSON in another form (its
 * keys in another order) hydrates it too: the cost of a plain comparison is a needless hydration,
 * never a stale price. Not before the paint: Lighthouse's simulation then counted the calls'
 * round trips in the largest paint (/pricing 1.36 → 1.50 s).
 */
export const RENDERED_FROM_SCRIPT = `for (const [path, shown] of Object.entries(JSON.parse(document.getElementById(${JSON.stringify(RENDERED_FROM_ID)})?.textContent || "{}"))) {
  fetch(path, { headers: { accept: "application/json" } })
    .then(async (response) => {
      const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
      if (!response.ok || !isJson || JSON.stringify(await response.json()) !== JSON.stringify(shown)) hydrateNow();
    })
    .catch(() => hydrateNow());
}`;

/** Where the bootstrap finds the whole stylesheet: an attribute of the page's `<style>`. */
export const FULL_STYLESHEET_ATTRIBUTE = "data-full-stylesheet";

/**
 * Once the interaction has come, on a page whose `<style>` holds only its own rules (decision 0018,
 * scripts/page-stylesheets.ts): the whole stylesheet, linked, so that whatever React shows once it
 * has hydrated (a menu, a dialog, another page) is styled. It loads beside the modules, and the
 * page hydrates once it has applied (`styled`, awaited with them), or failed to load.
 */
export const FULL_STYLESHEET_SCRIPT = `const fullStylesheet = document.querySelector("style[${FULL_STYLESHEET_ATTRIBUTE}]")?.getAttribute(${JSON.stringify(FULL_STYLESHEET_ATTRIBUTE)});
const styled = fullStylesheet && new Promise((resolve) => {
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: fullStylesheet, onload: resolve, onerror: resolve });
  document.head.append(link);
});`;

/**
 * Made while the modules download, each in a task of its own: the two calls to the browser that
 * React Router's router makes as it is created. The router is created inside one component's render
 * as the page hydrates, which React cannot split, and that was the longest task of the account pages
 * (docs/performance.md). Each call is a synchronous round trip to the browser process, which is busy
 * loading the page then (up to 15 ms each on this machine): the document's first read of
 * `sessionStorage` (the router restores view transitions from it) and the `replaceState` with which
 * its history numbers the entry it starts on (`idx: 0`, written only when the entry has no number;
 * React Router then finds it and writes nothing).
 */
export const BROWSER_STATE_SCRIPT = `setTimeout(() => {
  try {
    sessionStorage.length;
  } catch {}
});
setTimeout(() => {
  if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, "");
});`;

/**
 * A chunk that is gone (a page kept open across a deploy) loads the page again, with the new build
 * (web/lib/reload-for-new-build.ts, inlined). Caught on the imports the bootstrap awaits; the entry
 * it imports last needs no catch of its own: the manifest among them changes with every build.
 */
export const RELOAD_WHEN_GONE = `.catch((error) => {
  (${reloadForNewBuild})();
  throw error;
})`;

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A static import of React Router's bootstrap: `import "url";` or `import * as name from "url";`. */
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";\n?/gm;

/**
 * React Router's bootstrap with its static imports as one awaited `Promise.all` of the same imports,
 * bound to the same names (with `BROWSER_STATE_SCRIPT` while they load), or an error for a statement
 * it has never written. Not every preloaded chunk: starting forty imports at once was a 90-150 ms
 * task on this machine (unthrottled), and their modules were no sooner in place. Only the entry's
 * own library chunks (`early`, scripts/early-chunks.ts) join them, unnamed, to be evaluated apart.
 */
function awaitedImports(bootstrap: string, early: string[]): string {
  const names: string[] = [];
  const urls: string[] = [];
  const rest = bootstrap.replace(STATIC_IMPORT, (_statement, name: string | undefined, url: string) => {
    names.push(name ?? "");
    urls.push(url);
    return "";
  });
  const unexpected = rest.match(/^\s*import\s.*$/m);
  if (unexpected) throw new Error(`Unexpected statement in React Router's module script: ${unexpected[0]}`);
  // `styled` comes last, unnamed: the page hydrates once the whole stylesheet is in too.
  const imports = [...urls, ...early].map((url) => `import(${JSON.stringify(url)})`);
  return `const loading = Promise.all([${[...imports, "styled"].join(", ")}])${RELOAD_WHEN_GONE};\n${BROWSER_STATE_SCRIPT}\nconst [${names.join(", ")}] = await loading;\n${rest}`;
}

/**
 * Whether the page's body has text to paint. The SPA shell (`__spa-fallback.html`, for the portal and
 * unknown paths) has none: its first contentful paint is the app's own, so its scripts cannot wait.
 */
export function paintsContent(html: string): boolean {
  const body = html.slice(html.indexOf("<body"));
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "");
  return text.trim() !== "";
}

/**
 * A page that paints content and carries React Router's scripts (a `modulepreload` or a module
 * script) but not the bootstrap this step knows stops the build: React Router has changed what it
 * writes (an upgrade within `^7.18`, decision 0001), and the page would otherwise go out with its
 * scripts before the paint, or none of the intent hydration, without a word.
 */
function unknownBootstrap(html: string): boolean {
  const ours = `<script type="module">${ON_INTENT_SCRIPT.slice(0, 40)}`;
  const moduleScripts = html.split('<script type="module"').length - 1;
  return html.includes('<link rel="modulepreload"') || moduleScripts !== html.split(ours).length - 1;
}

export function scriptsAfterPaint(html: string): string {
  const bootstrap = html.match(MODULE_SCRIPT);
  if (!paintsContent(html)) return html;
  if (!bootstrap) {
    if (unknownBootstrap(html)) {
      throw new Error(
        "React Router's bootstrap is not the one scripts/scripts-after-paint.ts rewrites: check the upgrade (decision 0001).",
      );
    }
    return html;
  }
  const early = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href ?? "").filter(isEarlyChunk);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(
      bootstrap[0],
      () =>
        `<script type="module">${ON_INTENT_SCRIPT}\n${AFTER_FIRST_PAINT}\n${RENDERED_FROM_SCRIPT}\nawait intent;\n${FULL_STYLESHEET_SCRIPT}\n${awaitedImports(bootstrap[1] ?? "", early)}</script>`,
    );
}

/**
 * React Router writes a hint for developers into a page with no `HydrateFallback` (the SPA shell), a
 * script that logs "💿 Hey developer 👋 …" to every visitor's console. The shell has its loading ring
 * in CSS instead (decision 0002), so the hint's text goes. Its element stays, empty: the browser
 * renders the same element, and a shell without it failed to hydrate (React error 418, the whole
 * document rendered again).
 */
const DEVELOPER_HINT = /<script>\s*console\.log\(\s*"💿 Hey developer[\s\S]*?<\/script>/;

export function withoutDeveloperHint(html: string): string {
  return html.replace(DEVELOPER_HINT, "<script></script>");
}

/** Rewrites every page below `root`; returns how many it changed. */
export function scriptsAfterPaintIn(root: string): number {
  return rewritePages(root, (html) => withoutDeveloperHint(scriptsAfterPaint(html)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const changed = scriptsAfterPaintIn(path.resolve("build/client"));
  process.stdout.write(
    `Rewrote ${changed} pages in build/client: scripts after the first paint, no hint in the SPA shell.\n`,
  );
}
