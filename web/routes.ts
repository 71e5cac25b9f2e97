import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Spec §2 and DESIGN §5. /login is redirected to /sign_in by the server.
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("features", "routes/features.tsx"),
    route("use-cases", "routes/use-cases.tsx"),
    route("how-it-works", "routes/how-it-works.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("partner-program", "routes/partner-program.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:postId", "routes/blog-post.tsx"),
    route("terms", "routes/terms.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/auth-layout.tsx", [
    route("sign_in", "routes/sign-in.tsx"),
    route("sign_up", "routes/sign-up.tsx"),
    route("recovery_email", "routes/recovery-email.tsx"),
    route("reset_password", "routes/reset-password.tsx"),
  ]),
  route("portal/*", "routes/portal.tsx"),
] satisfies RouteConfig;
