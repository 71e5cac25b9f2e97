import { describe, expect, it } from "vitest";
import {
  BROWSER_STATE_SCRIPT,
  FULL_STYLESHEET_SCRIPT,
  ON_INTENT_SCRIPT,
  RELOAD_WHEN_GONE,
  RENDERED_FROM_SCRIPT,
  scriptsAfterPaint,
  withoutDeveloperHint,
} from "./scripts-after-paint.ts";

/** A page as React Router 7 prerenders it: module preloads in <head>, the bootstrap in <body>. */
const page =
  '<head><link rel="preload" href="/assets/inter.woff2" as="font"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/assets/root-3.js"/></head>' +
  '<body><main>Hello</main><script>window.__reactRouterContext = {}</script><script type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-3.js";\n' +
  'import * as route1 from "/assets/home-4.js";\n' +
  '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
  'import("/assets/entry.client-2.js");</script></body>';

describe("scriptsAfterPaint", () => {
  const rewritten = scriptsAfterPaint(page);

  it("drops the module preloads and keeps every other tag", () => {
    expect(rewritten).not.toContain("modulepreload");
    expect(rewritten).toContain('<link rel="preload" href="/assets/inter.woff2" as="font"/>');
    expect(rewritten).toContain("<main>Hello</main><script>window.__reactRouterContext = {}</script>");
  });

  it("waits for the load event and the first contentful paint before it imports anything", () => {
    const script = rewritten.slice(rewritten.indexOf('<script type="module">'));
    const firstImport = script.indexOf("import(");
    expect(script.indexOf('addEventListener("load"')).toBeLessThan(firstImport);
    expect(script.indexOf('getEntriesByName("first-contentful-paint")')).toBeLessThan(firstImport);
    expect(script).not.toContain("async=");
  });

  it("then, on a page that hydrates on intent, for the visitor's first interaction (decision 0016)", () => {
    const script = rewritten.slice(rewritten.indexOf('<script type="module">'));
    expect(script.indexOf(ON_INTENT_SCRIPT)).toBe('<script type="module">'.length);
    expect(script.indexOf("await intent;")).toBeGreaterThan(script.indexOf("first-contentful-paint"));
    expect(script.indexOf("await intent;")).toBeLessThan(script.indexOf("import("));
  });

  it("links the whole stylesheet once the interaction has come (decision 0018)", () => {
    const script = rewritten.slice(rewritten.indexOf('<script type="module">'));
    expect(script.indexOf(FULL_STYLESHEET_SCRIPT)).toBeGreaterThan(script.indexOf("await intent;"));
    expect(script.indexOf(FULL_STYLESHEET_SCRIPT)).toBeLessThan(script.indexOf("import("));
  });

  it("makes the calls a page was rendered from after its paint, before it waits (decision 0017)", () => {
    const script = rewritten.slice(rewritten.indexOf('<script type="module">'));
    expect(script.indexOf(RENDERED_FROM_SCRIPT)).toBeGreaterThan(script.indexOf("first-contentful-paint"));
    expect(script.indexOf(RENDERED_FROM_SCRIPT)).toBeLessThan(script.indexOf("await intent;"));
  });

  it("starts what React Router's bootstrap imported at once, under its names, before the entry hydrates", () => {
    const body = rewritten.slice(rewritten.indexOf("const loading"));
    // With the whole stylesheet, on a page that has only its own rules inline (decision 0018), and
    // the router's calls to the browser made while they load.
    expect(body).toBe(
      `const loading = Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js"), styled])${RELOAD_WHEN_GONE};\n` +
        `${BROWSER_STATE_SCRIPT}\n` +
        "const [, route0, route1] = await loading;\n" +
        '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n' +
        'import("/assets/entry.client-2.js");</script></body>',
    );
  });

  it("also starts React DOM's client chunk, unnamed, so that it is evaluated apart from the entry", () => {
    const preloaded = page.replace(
      '<link rel="modulepreload" href="/assets/root-3.js"/>',
      '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/react-dom-client-5_x.js"/>' +
        '<link rel="modulepreload" href="/assets/react-6.js"/>',
    );
    const preloadedRewritten = scriptsAfterPaint(preloaded);
    const body = preloadedRewritten.slice(preloadedRewritten.indexOf("const loading"));
    expect(body).toContain(
      `const loading = Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js"), import("/assets/react-dom-client-5_x.js"), styled])${RELOAD_WHEN_GONE};\n`,
    );
    expect(body).toContain("const [, route0, route1] = await loading;");
  });

  it("leaves the SPA shell as it is: it paints nothing until its scripts run", () => {
    const shell = page.replace("<main>Hello</main>", "<!--$--><!--/$-->");
    expect(scriptsAfterPaint(shell)).toBe(shell);
  });

  it("leaves a page without React Router's module script, or one already rewritten, as it is", () => {
    expect(scriptsAfterPaint("<main>No scripts</main>")).toBe("<main>No scripts</main>");
    expect(scriptsAfterPaint(rewritten)).toBe(rewritten);
  });

  it("fails the build on a bootstrap statement it does not know, instead of loading it early", () => {
    const changed = page.replace(
      'import "/assets/manifest-1.js";',
      'import { x } from "/assets/manifest-1.js";',
    );
    expect(() => scriptsAfterPaint(changed)).toThrow(/Unexpected statement/);
  });

  it("fails the build when React Router writes its bootstrap in another form (an upgrade: decision 0001)", () => {
    const changed = page.replace('<script type="module" async="">', '<script type="module" nonce="">');
    expect(() => scriptsAfterPaint(changed)).toThrow(/check the upgrade/);
    const preloadsOnly = page.replace(/<script type="module"[\s\S]*<\/script>/, "");
    expect(() => scriptsAfterPaint(preloadsOnly)).toThrow(/check the upgrade/);
  });
});

describe("BROWSER_STATE_SCRIPT", () => {
  /** Runs the script against a history entry holding `state`; returns what it replaced it with. */
  function run(state: unknown, storage: () => number = () => 0) {
    const replaced: unknown[] = [];
    const history = { state, replaceState: (next: unknown) => replaced.push(next) };
    const sessionStorage = {
      get length() {
        return storage();
      },
    };
    const setTimeout = (task: () => void) => task();
    new Function("history", "sessionStorage", "setTimeout", BROWSER_STATE_SCRIPT)(
      history,
      sessionStorage,
      setTimeout,
    );
    return replaced;
  }

  it("numbers an entry that has no number, keeping what it holds", () => {
    expect(run(null)).toEqual([{ idx: 0 }]);
    expect(run({ key: "abc" })).toEqual([{ key: "abc", idx: 0 }]);
  });

  it("leaves an entry the router has numbered as it is (a reload, or back from another site)", () => {
    expect(run({ key: "abc", idx: 3 })).toEqual([]);
  });

  it("goes on when the browser refuses storage", () => {
    const refused = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(run(null, refused)).toEqual([{ idx: 0 }]);
  });
});

describe("withoutDeveloperHint", () => {
  it("empties React Router's console hint in the SPA shell, keeping its element for hydration, and leaves its other scripts", () => {
    const shell =
      '<body class="min-h-dvh"><script>\n              console.log(\n                "💿 Hey developer 👋. You can provide a way better UX than this " +\n                "when your app is loading JS modules."\n              );\n            </script>' +
      "<script>window.__reactRouterContext = {}</script></body>";
    expect(withoutDeveloperHint(shell)).toBe(
      '<body class="min-h-dvh"><script></script><script>window.__reactRouterContext = {}</script></body>',
    );
    expect(withoutDeveloperHint(page)).toBe(page);
  });
});
