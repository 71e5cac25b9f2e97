import swagger from "@fastify/swagger";
import fp from "fastify-plugin";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { site } from "#content/site.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { API_PREFIX } from "#contracts/paths.ts";
import { renderApiDocsPage } from "#server/docs/api-docs-page.ts";
import { cachedJson, sendCachedJson } from "#server/lib/cached-json.ts";
import { READ_ERRORS, WRITE_ERRORS } from "#server/routes/error-responses.ts";

export const API_DOCS_PATH = apiPaths.docs;
export const OPENAPI_PATH = apiPaths.openApi;

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every /api route enters the document (the catch-all for unknown paths and the pages do not), with
 * the error answers every route shares added to its own. @fastify/swagger watches routes as they
 * are registered, so a route added anywhere later documents itself, from its zod schemas.
 */
function documentApiRoutes(input: TransformInput) {
  const { url, route } = input;
  if (!url.startsWith(`${API_PREFIX}/`) || url === `${API_PREFIX}/*`) return { schema: { hide: true }, url };
  const methods = [route.method].flat();
  const shared = methods.every((method) => READ_METHODS.has(method)) ? READ_ERRORS : WRITE_ERRORS;
  const schema = input.schema ?? {};
  const response = { ...shared, ...(schema.response as object | undefined) };
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
}

/**
 * GET /api/docs: the API described as OpenAPI 3.1 (generated from the routes' zod schemas, at
 * /api/docs/openapi.json) and a page that lists every operation with its request and answers. The
 * page is HTML and one stylesheet hashed in its CSP: no script at all, so it needs no exception to
 * our Content-Security-Policy.
 */
export const apiDocsPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: {
          title: `${site.name} API`,
          version: "1",
          description: `The JSON API of ${site.name}. Every error answer has the shape { message, fieldErrors? }.`,
        },
        servers: [{ url: publicUrl }],
      },
      transform: documentApiRoutes,
      transformObject: jsonSchemaTransformObject,
    });

    // Built on first use: the document is complete only once every route is registered.
    let rendered:
      | { json: ReturnType<typeof cachedJson>; page: ReturnType<typeof renderApiDocsPage> }
      | undefined;
    const docs = () => {
      rendered ??= (() => {
        const document = app.swagger();
        return { json: cachedJson(document, "no-cache"), page: renderApiDocsPage(document, OPENAPI_PATH) };
      })();
      return rendered;
    };

    const docsSchema = (summary: string) => ({ tags: ["Documentation"], summary });
    app.get(OPENAPI_PATH, { schema: docsSchema("This API as an OpenAPI 3.1 document") }, (request, reply) => {
      sendCachedJson(request, reply, docs().json);
    });
    app.get(API_DOCS_PATH, { schema: docsSchema("This documentation, as a page") }, (_request, reply) => {
      const { html, csp } = docs().page;
      return reply
        .type("text/html; charset=utf-8")
        .header("content-security-policy", csp)
        .header("cache-control", "no-cache")
        .send(html);
    });
  },
  { name: "api-docs" },
);
