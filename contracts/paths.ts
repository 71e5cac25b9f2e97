/**
 * Every path the site and the API answer, in one module (docs/product.md §Conventions): routes.ts, the prerender
 * list, the server's web plugin, the sitemap, navigation, query factories and tests all import
 * these, so a path is typed once. contracts/ imports nothing, so the server may use it too.
 */

/** Public pages (docs/product.md §Routes route list, docs/product.md §Deviations additions). */
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
  plan: "/portal/plan",
} as const;

/** An older name for the sign-in page; the server redirects it (docs/product.md §Deviations). */
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

/** Anchors of the home page sections (docs/product.md §Routes, Home). */
export const homeSections = {
  features: "features",
  useCases: "use-cases",
  howItWorks: "how-it-works",
  pricing: "pricing",
  contact: "contact",
} as const;
export type HomeSection = (typeof homeSections)[keyof typeof homeSections];

/** A link to a home page section from any page: `/#contact` (docs/product.md §Routes: hash scrolling). */
export function homeSectionPath(section: HomeSection): string {
  return `${paths.home}#${section}`;
}

/** Everything under this prefix is the JSON API. */
export const API_PREFIX = "/api";

const SAFE_PATH_CHARACTERS = /^[\w\-.~/?&=%+:@]*$/;

/**
 * Where a signed-out visitor of the portal is sent back to after signing in: a path inside the
 * portal only, so a crafted sign-in link cannot send anyone to another site (no open redirect).
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 512) return undefined;
  if (!inPortal(value)) return undefined;
  // URL characters only (no backslash, space or control character), no empty or dot segment: nothing a
  // browser could read as another host ("//evil.example", "/\\evil.example") or another place.
  if (!SAFE_PATH_CHARACTERS.test(value) || /\/\/|\/\.\.?(\/|\?|$)/.test(value)) return undefined;
  // The same once decoded, as the browser's URL parser reads "%2e" as "." ("/portal/.%2e/x"
  // led to "/x"), and where it lands once resolved must still be the portal.
  const [path = ""] = value.split("?", 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (/\/\/|\\|\/\.\.?(\/|$)/.test(decoded)) return undefined;
  const landing = new URL(value, "https://return.invalid").pathname;
  if (!inPortal(landing)) return undefined;
  return value;
}

/**
 * Whether a path is the portal's, React Router's app; every other page is a static document
 * (web/site/), which a link loads.
 */
export function inPortal(path: string): boolean {
  return path === PORTAL_PREFIX || path.startsWith(`${PORTAL_PREFIX}/`);
}

/** The query parameter that carries the return path to the sign-in page. */
export const RETURN_TO_PARAM = "returnTo";

/** Route paths are written without the leading slash in routes.ts. */
export function routePath(path: string): string {
  return path.replace(/^\//, "");
}
