/**
 * Every path of the JSON API, apart from the pages' paths (contracts/paths.ts) so that a page that
 * calls no API does not download them (the home page's script budget).
 */

/**
 * API endpoints (docs/product.md §API, docs/widget.md), as the server's router writes them: `:name` is a path
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
  /** The WordPress plugin as a zip (docs/decisions/0050-wordpress-plugin.md). */
  wordpressPlugin: "/api/downloads/avatalk-wordpress.zip",

  plan: "/api/plan",
  planQuote: "/api/plan/quote",
  planExtraMinutes: "/api/plan/extra-minutes",
  adminEnterprisePlans: "/api/admin/enterprise-plans",
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
  widgetGenerators: "/api/widget/generators",
  widgetGenerations: "/api/widget/generations",
  widgetPortrait: "/api/widget/generation/portrait",
  widgetPortraitPhoto: "/api/widget/generation/portrait/photo",
  heygenWebhook: "/api/generation/heygen/webhook",
  widgetHandoffs: "/api/widget/handoffs",
  widgetHandoff: "/api/widget/handoffs/:id",
  widgetInsights: "/api/widget/insights",
  widgetConversations: "/api/widget/conversations",
  widgetMessageVerdict: "/api/widget/messages/:id/verdict",
  widgetTest: "/api/widget/test",
  team: "/api/users/me/team",
  teamInvitations: "/api/users/me/team/invitations",
  teamInvitation: "/api/users/me/team/invitations/:id",
  teamMember: "/api/users/me/team/members/:id",
  teamJoin: "/api/users/join",
  liveInbox: "/api/widget/live/conversations",
  liveConversation: "/api/widget/live/conversations/:id",
  liveClaim: "/api/widget/live/conversations/:id/claim",
  liveAgentMessages: "/api/widget/live/conversations/:id/messages",
  liveAgentTyping: "/api/widget/live/conversations/:id/typing",
  liveClose: "/api/widget/live/conversations/:id/close",
  liveAgentEvents: "/api/widget/live/events",
  liveAvailability: "/api/widget/live/availability",

  widgetEmbed: "/api/widget/public/embed",
  widgetConfig: "/api/widget/public/config",
  widgetAsk: "/api/widget/public/ask",
  widgetVisitorHandoff: "/api/widget/public/handoff",
  widgetPublicMedia: "/api/widget/public/media/:id",
  widgetPublicPoster: "/api/widget/public/media/:id/poster.jpg",
  widgetCaptions: "/api/widget/public/entries/:id/captions.vtt",
  liveRequest: "/api/widget/public/live/request",
  liveVisitorMessages: "/api/widget/public/live/messages",
  liveVisitorTyping: "/api/widget/public/live/typing",
  liveVisitorEvents: "/api/widget/public/live/events",
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
