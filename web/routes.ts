import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { PORTAL_PREFIX, paths, routePath } from "#contracts/paths.ts";

// docs/product.md §Routes and §Deviations. /login is redirected to /sign_in by the server. The account
// pages (/sign_in, /sign_up, /recovery_email, /reset_password, /verify_email) are static pages only
// (web/site/pages/, decision 0059): links to them from the portal load them as documents.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route(routePath(paths.features), "routes/features.tsx"),
    route(routePath(paths.useCases), "routes/use-cases.tsx"),
    route(routePath(paths.howItWorks), "routes/how-it-works.tsx"),
    route(routePath(paths.pricing), "routes/pricing.tsx"),
    route(routePath(paths.partnerProgram), "routes/partner-program.tsx"),
    route(routePath(paths.blog), "routes/blog.tsx"),
    route(`${routePath(paths.blog)}/:postId`, "routes/blog-post.tsx"),
    route(routePath(paths.terms), "routes/terms.tsx"),
    route(routePath(paths.privacy), "routes/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
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
] satisfies RouteConfig;
