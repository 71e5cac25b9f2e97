import { layout, type RouteConfig, route } from "@react-router/dev/routes";
import { PORTAL_PREFIX, paths, routePath } from "#contracts/paths.ts";

// docs/product.md §Routes and §Deviations: the portal, React Router's app. Every public page is
// static (web/site/ and web/site-account/, built by Astro); /login is redirected to /sign_in by the server.
export default [
  // The portal is client-rendered (the server answers its shell); the layout signs visitors in first.
  layout("routes/portal-layout.tsx", [
    route(routePath(PORTAL_PREFIX), "routes/portal-index.tsx"),
    route(routePath(paths.dashboard), "routes/portal-dashboard.tsx"),
    route(routePath(paths.knowledgeBase), "routes/portal-knowledge-base.tsx"),
    route(routePath(paths.widgetSettings), "routes/portal-widget-settings.tsx"),
    route(routePath(paths.conversations), "routes/portal-conversations.tsx"),
    route(routePath(paths.plan), "routes/portal-plan.tsx"),
    route(routePath(paths.adminInbox), "routes/portal-admin.tsx"),
    route(`${routePath(PORTAL_PREFIX)}/*`, "routes/portal-not-found.tsx"),
  ]),
  // Every other page is a static document: the app loads it rather than route to it.
  route("*", "routes/static-page.tsx"),
] satisfies RouteConfig;
