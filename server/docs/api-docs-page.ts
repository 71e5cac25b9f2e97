import { createHash } from "node:crypto";
import { z } from "zod";

const Operation = z.looseObject({
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  requestBody: z
    .looseObject({ content: z.record(z.string(), z.looseObject({ schema: z.unknown() })) })
    .optional(),
  responses: z
    .record(
      z.string(),
      z.looseObject({
        description: z.string().optional(),
        content: z.record(z.string(), z.looseObject({ schema: z.unknown() })).optional(),
      }),
    )
    .default({}),
});
const OpenApiDocument = z.looseObject({
  info: z.looseObject({ title: z.string(), description: z.string().optional() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
});

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

const STYLE = `
:root{color-scheme:light dark;--fg:#0f172a;--muted:#475569;--line:#e2e8f0;--bg:#fff;--panel:#f8fafc;--accent:#4f46e5}
@media (prefers-color-scheme:dark){:root{--fg:#e2e8f0;--muted:#94a3b8;--line:#1e293b;--bg:#0b1120;--panel:#111827;--accent:#818cf8}}
*{box-sizing:border-box}body{margin:0;font:16px/1.55 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
header,main{max-width:60rem;margin:0 auto;padding:1.5rem}header{border-bottom:1px solid var(--line)}
h1{margin:.2rem 0;font-size:1.9rem}h2{margin:2rem 0 .75rem;font-size:1.3rem}h3{margin:0;font-size:1.05rem;display:flex;gap:.6rem;align-items:center;flex-wrap:wrap}
h4{margin:1rem 0 .4rem;font-size:.85rem;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
p{margin:.4rem 0}a{color:var(--accent)}code,pre{font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace}
article{border:1px solid var(--line);border-radius:.75rem;padding:1rem 1.25rem;margin:0 0 1rem;background:var(--panel)}
.method{font:700 12px/1 ui-monospace,monospace;padding:.35rem .5rem;border-radius:.4rem;color:#fff;background:#0369a1}
.method.post{background:#15803d}.method.put,.method.patch{background:#b45309}.method.delete{background:#b91c1c}
.summary{color:var(--muted)}dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem}dt{font-weight:700}dd{margin:0}
details{margin-top:.25rem}summary{cursor:pointer;color:var(--muted);font-size:.9rem}
pre{overflow:auto;padding:.75rem;border-radius:.5rem;background:var(--bg);border:1px solid var(--line);margin:.4rem 0}
`;

export type ApiDocsPage = { html: string; csp: string };

/**
 * The documentation page: every operation of the OpenAPI document grouped by tag, with its request
 * body and answers. Plain HTML and one inline stylesheet allowed by its hash: no script, so it works
 * under a CSP without 'unsafe-inline' (and without JavaScript).
 */
export function renderApiDocsPage(document: unknown, openApiPath: string): ApiDocsPage {
  const { info, paths } = OpenApiDocument.parse(document);
  const groups = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      if (!(method in item)) continue;
      const operation = Operation.parse(item[method]);
      const tag = operation.tags?.[0] ?? "Other";
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(method, path, operation)]);
    }
  }
  const sections = [...groups.entries()].map(
    ([tag, operations]) => `<section><h2>${escapeHtml(tag)}</h2>${operations.join("")}</section>`,
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(info.title)}</title><style>${STYLE}</style></head><body><header><h1>${escapeHtml(info.title)}</h1>${info.description ? `<p>${escapeHtml(info.description)}</p>` : ""}<p><a href="${escapeHtml(openApiPath)}">The OpenAPI 3.1 document (JSON)</a></p></header><main>${sections.join("")}</main></body></html>`;
  const styleHash = createHash("sha256").update(STYLE).digest("base64");
  const csp = `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return { html, csp };
}

function renderOperation(method: string, path: string, operation: z.infer<typeof Operation>): string {
  const body = operation.requestBody?.content["application/json"]?.schema;
  const answers = Object.entries(operation.responses).map(([status, response]) => {
    const schema = response.content?.["application/json"]?.schema;
    return `<dt>${escapeHtml(status)}</dt><dd>${escapeHtml(response.description ?? "")}${schema === undefined ? "" : `<details><summary>Schema</summary>${schemaBlock(schema)}</details>`}</dd>`;
  });
  return `<article id="${escapeHtml(`${method}-${path}`.replace(/[^a-z0-9]+/gi, "-"))}"><h3><span class="method ${method}">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code></h3>${operation.summary ? `<p class="summary">${escapeHtml(operation.summary)}</p>` : ""}${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ""}${body === undefined ? "" : `<h4>Request body (JSON)</h4><details><summary>Schema</summary>${schemaBlock(body)}</details>`}<h4>Answers</h4><dl>${answers.join("")}</dl></article>`;
}

function schemaBlock(schema: unknown): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
