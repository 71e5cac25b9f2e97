import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.ts";

describe("lowerScriptPriority", () => {
  it("marks React Router's module preloads and its module script low priority, and nothing else", () => {
    const html =
      '<head><link rel="preload" href="/assets/inter.woff2" as="font"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-abc.js"/>' +
      '<link rel="modulepreload" href="/assets/root-def.js"/></head>' +
      '<body><script>window.__ctx = {}</script><script type="module" async="">import "/assets/root-def.js";</script></body>';

    expect(lowerScriptPriority(html)).toBe(
      '<head><link rel="preload" href="/assets/inter.woff2" as="font"/>' +
        '<link rel="modulepreload" href="/assets/entry.client-abc.js" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/assets/root-def.js" fetchpriority="low"/></head>' +
        '<body><script>window.__ctx = {}</script><script type="module" async="" fetchpriority="low">import "/assets/root-def.js";</script></body>',
    );
  });

  it("leaves a page it has already rewritten as it is", () => {
    const once = lowerScriptPriority('<link rel="modulepreload" href="/a.js"/>');
    expect(lowerScriptPriority(once)).toBe(once);
  });
});
