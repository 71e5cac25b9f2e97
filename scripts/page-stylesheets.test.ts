import { describe, expect, it } from "vitest";
import { FULL_STYLESHEET_ATTRIBUTE, HYDRATE_ATTRIBUTE, ON_INTENT } from "#web/lib/hydration/attributes.ts";
import { stylesheetFor, withPageStylesheet } from "./page-stylesheets.ts";

const html = `<html lang="en" ${HYDRATE_ATTRIBUTE}="${ON_INTENT}"><head><style>.card{color:red}.unused{color:blue}</style></head>
<body><main><a class="link" href="/">Home</a><div class="card"><input type="radio" class="peer">
<span class="label">Yearly</span></div><details><summary class="toggle">More</summary></details></main></body></html>`;

describe("a page's own stylesheet (decision 0018)", () => {
  it("keeps the rules that match an element of the page and drops the others", () => {
    expect(stylesheetFor(html, ".card{color:red}.unused{color:blue}main .link{color:green}")).toBe(
      ".card{color:red}main .link{color:green}",
    );
  });

  it("keeps the rules of states a visitor brings about without a script, and of pseudo-elements", () => {
    const css =
      ".link:hover{color:red}.link:focus-visible{outline:2px}.peer:checked~.label{font-weight:700}" +
      "details[open]>.toggle{color:red}.card::before{content:''}.unused:hover{color:blue}";
    expect(stylesheetFor(html, css)).toBe(
      ".link:hover{color:red}.link:focus-visible{outline:2px}.peer:checked~.label{font-weight:700}" +
        "details[open]>.toggle{color:red}.card::before{content:''}",
    );
  });

  it("looks into media, support and layer blocks, drops those left empty, and keeps other at-rules", () => {
    const css =
      "@layer theme,utilities;@property --x{syntax:'*';inherits:false}@keyframes spin{to{rotate:1turn}}" +
      "@layer utilities{.card{color:red}.unused{color:blue}@media (width>=40rem){.unused{color:blue}}}" +
      "@supports (color:lab(0 0 0)){.card{color:lab(50 0 0)}}";
    expect(stylesheetFor(html, css)).toBe(
      "@layer theme,utilities;@property --x{syntax:'*';inherits:false}@keyframes spin{to{rotate:1turn}}" +
        "@layer utilities{.card{color:red}}@supports (color:lab(0 0 0)){.card{color:lab(50 0 0)}}",
    );
  });

  it("keeps a rule whose selector it cannot read: a rule too many costs bytes, one too few a broken page", () => {
    expect(stylesheetFor(html, ":host{display:block}.unused{color:blue}")).toBe(":host{display:block}");
  });

  it("cuts only a page that hydrates on intent, and says where the whole sheet is", () => {
    expect(withPageStylesheet(html, "/assets/site-1.css")).toContain(
      `<style ${FULL_STYLESHEET_ATTRIBUTE}="/assets/site-1.css">.card{color:red}</style>`,
    );
    const atOnce = html.replace(` ${HYDRATE_ATTRIBUTE}="${ON_INTENT}"`, "");
    expect(withPageStylesheet(atOnce, "/assets/site-1.css")).toBe(atOnce);
    // The SPA shell: the app draws the portal's screens from nothing, with every rule.
    const shell = html.replace(/<main>[\s\S]*<\/main>/, "<!--$--><!--/$-->");
    expect(withPageStylesheet(shell, "/assets/site-1.css")).toBe(shell);
  });
});
