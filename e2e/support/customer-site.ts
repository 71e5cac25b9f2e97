import http from "node:http";
import type { AddressInfo } from "node:net";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { PANEL_TEXTS } from "#contracts/widget/texts.ts";

export type Site = { origin: string; close(): Promise<void> };

/** The page of a customer's site that has the snippet pasted a second time, in <head>, as happens. */
export const SNIPPET_TWICE_PATH = "/twice";

/**
 * A customer's site: one page with the snippet, served with a strict CSP of its own, and the site's
 * own stylesheet (`css`), whose rules meet the widget's elements as a real site's would. `languages`:
 * the page's `lang` and the snippet's `data-lang` (null: the attribute left out), English by default.
 */
export async function customerSite(
  appOrigin: string,
  key: string,
  css = "",
  languages: { page: string | null; embed: string | null } = { page: "en", embed: "en" },
): Promise<Site> {
  const snippet = `<script src="${appOrigin}/widget.js" data-key="${key}" async></script>`;
  const lang = languages.page === null ? "" : ` lang="${languages.page}"`;
  const dataLang = languages.embed === null ? "" : ` data-lang="${languages.embed}"`;
  const page = (
    head: string,
  ) => `<!doctype html><html${lang}><head><meta charset="utf-8"><title>Trailhead Outfitters</title><link rel="stylesheet" href="/site.css">${head}</head>
<body><main><h1>Trailhead Outfitters</h1><p>Boots, jackets and tents for every trail.</p><a href="#shop">Shop now</a></main>
<script src="${appOrigin}/widget.js" data-key="${key}"${dataLang} async></script></body></html>`;
  const csp = `default-src 'self'; script-src ${appOrigin}; connect-src ${appOrigin}; frame-src ${appOrigin}; style-src 'self'`;
  const server = http.createServer((request, response) => {
    if (request.url === "/site.css") {
      response.writeHead(200, { "content-type": "text/css; charset=utf-8" });
      response.end(css);
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp });
    response.end(page(request.url === SNIPPET_TWICE_PATH ? snippet : ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // "localhost" and the app's "127.0.0.1" are different origins, as two companies' sites are.
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A visitor opens the customer's site and the chat panel from its launcher; returns the panel's
 * frame. `launcher`: the launcher's name, when the test does not know whether the panel is open.
 */
export async function openChat(
  visitor: Page,
  origin: string,
  launcher: string | RegExp = "Open chat",
): Promise<FrameLocator> {
  await visitor.goto(origin);
  await visitor.getByRole("button", { name: launcher }).click();
  return visitor.getByTitle("Chat with our assistant").contentFrame();
}

/** The visitor types a question into the open panel (English) and sends it with Enter; returns the question box. */
export async function askInPanel(frame: FrameLocator, question: string): Promise<Locator> {
  const box = frame.getByRole("textbox", { name: PANEL_TEXTS.en.questionLabel });
  await box.fill(question);
  await box.press("Enter");
  return box;
}
