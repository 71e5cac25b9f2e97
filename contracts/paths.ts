/**
 * Every path the site and the API answer, in one module (STYLE: web): routes.ts, the prerender
 * list, the server's web plugin, the sitemap, navigation, query factories and tests all import
 * these, so a path is typed once. contracts/ imports nothing, so the server may use it too.
 */

/** Public pages (spec §2 route list, DESIGN §5 additions). */
export const paths = {
  home: "/",
  features: "/features",
  useCases: "/use-cases",
  howItWorks: "/how-it-works",
  pricing: "/pricing",
  partnerProgram: "/partner-program",
  blog: "/blog",
  terms: "/terms",
  privacy: "/privacy",
  signIn: "/sign_in",
  signUp: "/sign_up",
  recoveryEmail: "/recovery_email",
  resetPassword: "/reset_password",
  verifyEmail: "/verify_email",
  dashboard: "/portal/dashboard",
  adminInbox: "/portal/admin",
  knowledgeBase: "/portal/knowledge-base",
  widgetSettings: "/portal/widget",
  conversations: "/portal/conversations",
} as const;

/** An older name for the sign-in page; the server redirects it (DESIGN §5). */
export const LEGACY_LOGIN_PATH = "/login";

/** The prerendered not-found page the server answers, with status 404, for unknown URLs. */
export const NOT_FOUND_PATH = "/404";

/** The client-rendered shell (prerendered by React Router as `__spa-fallback.html`). */
export const SPA_FALLBACK_PATH = "/__spa-fallback";

/** The client-only area behind login, answered with the SPA shell. */
export const PORTAL_PREFIX = "/portal";

/** Blog posts live under this prefix; unknown ids get the client's not-found view with a 404. */
export const BLOG_POST_PREFIX = `${paths.blog}/`;

export function blogPostPath(postId: string): string {
  return `${BLOG_POST_PREFIX}${postId}`;
}

/**
 * The blog's not-found view, prerendered under an id no post can have (ids are lowercase words
 * and hyphens): the server answers it, with status 404, for every unknown post id.
 */
export const BLOG_POST_NOT_FOUND_PATH = blogPostPath("__not-found");

/** Anchors of the home page sections (spec §2, Home). */
export const homeSections = {
  features: "features",
  useCases: "use-cases",
  howItWorks: "how-it-works",
  pricing: "pricing",
  contact: "contact",
} as const;
export type HomeSection = (typeof homeSections)[keyof typeof homeSections];

/** A link to a home page section from any page: `/#contact` (spec §2: hash scrolling). */
export function homeSectionPath(section: HomeSection): string {
  return `${paths.home}#${section}`;
}

/** Everything under this prefix is the JSON API. */
export const API_PREFIX = "/api";

/**
 * API endpoints (DESIGN §3, docs/widget.md), as the server's router writes them: `:name` is a path
 * parameter, which a caller fills in with `fillPath`.
 */
export const apiPaths = {
  health: "/api/health",
  docs: "/api/docs",
  openApi: "/api/docs/openapi.json",
  pricingConfigs: "/api/pricingConfig/all",
  pricing: "/api/pricing",
  feedbacks: "/api/feedbacks/add",
  demoRequests: "/api/demo-requests",
  partnerApplications: "/api/partners/apply",

  register: "/api/users/register",
  recovery: "/api/users/recoveryEmail",
  recoveryOf: "/api/users/recoveryEmail/:email",
  resetPassword: "/api/users/resetPassword",
  me: "/api/users/me",
  password: "/api/users/me/password",
  widgetKey: "/api/users/me/widget-key",
  login: "/api/auth/login",
  refresh: "/api/auth/refresh",
  logout: "/api/auth/logout",
  logoutAll: "/api/auth/logout-all",
  verifyEmail: "/api/users/verifyEmail",
  verificationEmail: "/api/users/me/verification-email",
  deleteAccount: "/api/users/me/delete",
  dataExport: "/api/users/me/export",
  dataExportLink: "/api/users/me/export/link",
  dataExportDownload: "/api/exports/download",

  adminLeads: "/api/admin/:kind",
  adminLead: "/api/admin/:kind/:id",

  widgetEntries: "/api/widget/entries",
  widgetEntry: "/api/widget/entries/:id",
  widgetSettings: "/api/widget/settings",
  widgetMedia: "/api/widget/media",
  widgetMediaItem: "/api/widget/media/:id",
  widgetMediaStatus: "/api/widget/media/:id/status",
  widgetMediaPoster: "/api/widget/media/:id/poster.jpg",
  widgetMediaRetry: "/api/widget/media/:id/retry",
  widgetEntryCaptions: "/api/widget/entries/:id/captions",
  widgetHandoffs: "/api/widget/handoffs",
  widgetHandoff: "/api/widget/handoffs/:id",
  widgetInsights: "/api/widget/insights",
  widgetConversations: "/api/widget/conversations",

  widgetEmbed: "/api/widget/public/embed",
  widgetConfig: "/api/widget/public/config",
  widgetAsk: "/api/widget/public/ask",
  widgetVisitorHandoff: "/api/widget/public/handoff",
  widgetPublicMedia: "/api/widget/public/media/:id",
  widgetPublicPoster: "/api/widget/public/media/:id/poster.jpg",
  widgetCaptions: "/api/widget/public/entries/:id/captions.vtt",
} as const;

/** The parameter names of a path template: "id" for "/api/widget/entries/:id". */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path template with its parameters filled in, each percent-encoded. */
export function fillPath<Path extends string>(path: Path, params: Record<PathParams<Path>, string>): string {
  const values: Record<string, string> = params;
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ""));
}

const SAFE_PATH_CHARACTERS = /^[\w\-.~/?&=%+:@]*$/;

/**
 * Where a signed-out visitor of the portal is sent back to after signing in: a path inside the
 * portal only, so a crafted sign-in link cannot send anyone to another site (no open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 512) return undefined;
  if (!value.startsWith(`${PORTAL_PREFIX}/`) && value !== PORTAL_PREFIX) return undefined;
  // URL characters only (no backslash, space or control character), no empty or dot segment: nothing a
  // browser could read as another host ("//evil.example", "/\\evil.example") or another place.
  if (!SAFE_PATH_CHARACTERS.test(value) || /\/\/|\/\.\.?(\/|\?|$)/.test(value)) return undefined;
  // The same once decoded, as the browser's URL parser reads "%2e" as "." (issue 38:
  // "/portal/.%2e/x" led to "/x"), and where it lands once resolved must still be the portal.
  const [path = ""] = value.split("?", 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (/\/\/|\\|\/\.\.?(\/|$)/.test(decoded)) return undefined;
  const landing = new URL(value, "https://return.invalid").pathname;
  if (landing !== PORTAL_PREFIX && !landing.startsWith(`${PORTAL_PREFIX}/`)) return undefined;
  return value;
}

/** The query parameter that carries the return path to the sign-in page. */
export const RETURN_TO_PARAM = "returnTo";

/** Route paths are written without the leading slash in routes.ts. */
export function routePath(path: string): string {
  return path.replace(/^\//, "");
}
