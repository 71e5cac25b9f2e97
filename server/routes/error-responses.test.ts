import Fastify, { type RouteOptions } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { demoRequestRoutes } from "./demo-requests/index.ts";
import { FORM_ERRORS } from "./error-responses.ts";
import { feedbackRoutes } from "./feedbacks/index.ts";
import { partnerApplicationRoutes } from "./partner-applications/index.ts";

/** The response schemas a route plugin declares, registered on a bare app (no database is opened). */
async function declaredResponses(routes: FastifyPluginAsyncZod<{ salesEmail: string }>) {
  const app = Fastify();
  app.decorate("database", { db: {} } as never);
  const declared: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    declared.push(route);
  });
  await app.register(routes, { salesEmail: "sales@example.com" });
  await app.close();
  return declared.map((route) => Object.keys(route.schema?.response ?? {}));
}

describe("the public forms' error answers", () => {
  it("are the same on every form, the Origin check's 403 included", async () => {
    const expected = ["201", ...Object.keys(FORM_ERRORS)];
    for (const routes of [feedbackRoutes, demoRequestRoutes, partnerApplicationRoutes]) {
      const [statuses] = await declaredResponses(routes);
      expect(statuses?.toSorted()).toEqual(expected.toSorted());
      expect(statuses).toContain("403");
    }
  });
});
