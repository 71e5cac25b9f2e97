import http from "node:http";
import type { AddressInfo } from "node:net";

export type Site = { origin: string; close(): Promise<void> };

/** A customer's site: one page with the snippet, served with a strict CSP of its own. */
export async function customerSite(appOrigin: string, key: string): Promise<Site> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Trailhead Outfitters</title></head>
<body><main><h1>Trailhead Outfitters</h1><p>Boots, jackets and tents for every trail.</p><a href="#shop">Shop now</a></main>
<script src="${appOrigin}/widget.js" data-key="${key}" data-lang="en" async></script></body></html>`;
  const csp = `default-src 'self'; script-src ${appOrigin}; connect-src ${appOrigin}; frame-src ${appOrigin}; style-src 'self'`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": csp });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // "localhost" and the app's "127.0.0.1" are different origins, as two companies' sites are.
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
