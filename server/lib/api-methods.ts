import type { FastifyInstance } from "fastify";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Records the methods of every route under `prefix` as it is registered, so that a request no route
 * answers can be told apart: a path that exists under other methods (405, with their Allow header)
 * from one that does not exist at all (404). Register it before the routes.
 */
export function trackRouteMethods(app: FastifyInstance, prefix: string): (path: string) => string[] {
  const routes: { pattern: RegExp; method: string }[] = [];
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(`${prefix}/`) || route.url.includes("*")) return;
    const pattern = new RegExp(
      `^${route.url
        .split("/")
        .map((part) => (part.startsWith(":") ? "[^/]+" : escapeRegExp(part)))
        .join("/")}$`,
    );
    for (const method of [route.method].flat()) routes.push({ pattern, method });
  });
  return (path) => [
    ...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method)),
  ];
}
