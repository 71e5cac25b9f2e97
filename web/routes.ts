import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("blog/:postId", "routes/blog-post.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("portal/*", "routes/portal.tsx"),
] satisfies RouteConfig;
