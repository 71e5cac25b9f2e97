import { describe, expect, it } from "vitest";
import { pageStartScript, scriptsAfterPaint } from "./scripts-after-paint.ts";

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

  it("runs the compiled web/bootstrap/page-start.ts first, and imports nothing before it is ready", () => {
    const script = rewritten.slice(rewritten.indexOf('<script type="module">'));
    expect(script.indexOf(pageStartScript())).toBe('<script type="module">'.length);
    expect(script.indexOf("await pageStart.readyToStart();")).toBeLessThan(script.indexOf("import("));
    expect(script).not.toContain("async=");
  });

  it("compiles page-start.ts into one script that binds `pageStart` and imports nothing", () => {
    const compiled = pageStartScript();
    expect(compiled).toMatch(/^(?:"use strict";)?var pageStart=/);
    expect(compiled).not.toMatch(/\bimport\b/);
    expect(compiled).toContain("first-contentful-paint");
  });

  it("starts what React Router's bootstrap imported at once, under its names, before the entry hydrates", () => {
    const body = rewritten.slice(rewritten.indexOf("const [, route0"));
    expect(body).toBe(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js")]).catch(pageStart.reloadWhenGone);\n' +
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
    expect(preloadedRewritten).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-3.js"), import("/assets/home-4.js"), import("/assets/react-dom-client-5_x.js")]).catch(pageStart.reloadWhenGone);\n',
    );
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
