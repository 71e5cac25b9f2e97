import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "#contracts/api-error.ts";
import { VISITOR_TOKEN_HEADER, widgetMessages } from "#contracts/widget/index.ts";
import { addressBucketOf } from "#server/lib/address-bucket.ts";
import { scaledLimit } from "#server/plugins/rate-limit.ts";
import { findAccountByWidgetKey, type WidgetAccount } from "#server/repositories/widget-settings.ts";
import { overLimitFor, tooManyRequests } from "#server/routes/auth/rate-limits.ts";

const MINUTE = 60_000;

/**
 * Limits of the public widget API (docs/widget.md, "Limits"; decisions 0026 and 0038). A visitor is
 * counted by the token the frame gets with its configuration, and by network address (an IPv4
 * address or an IPv6 /64, with the key: used by the limiter only, never stored), both before the
 * key's shared budget. That budget has two shares: an address's first calls of a minute (what a
 * visitor makes) draw on `perKeyBehaved`, the rest on `perKey`; addresses that each stay under
 * their own limit can use up `perKey` (150 did, in 7 to 21 s), never the share real visitors use.
 */
export const widgetRateLimits = {
  /** The key's budget for calls beyond an address's first few of the minute. */
  perKey: { max: 6000, timeWindow: MINUTE },
  /** An address's first calls a minute to a key count as a behaved visitor's... */
  behavedPerAddress: { max: 10, timeWindow: MINUTE },
  /** ...and draw on this share of the key's budget, which only thousands of addresses exhaust. */
  perKeyBehaved: { max: 20_000, timeWindow: MINUTE },
  /** Configurations, each with a new visitor token: a visitor opens the panel once per page. */
  configPerAddress: { max: 60, timeWindow: MINUTE },
  askPerVisitor: { max: 20, timeWindow: MINUTE },
  /** Roomier than per visitor: an office or a carrier puts many visitors behind one address. */
  askPerAddress: { max: 120, timeWindow: MINUTE },
  handoffPerVisitor: { max: 5, timeWindow: 15 * MINUTE },
  handoffPerAddress: { max: 20, timeWindow: 15 * MINUTE },
  /** Live chat: a visitor's messages and typing signals, a few a second at most. */
  livePerVisitor: { max: 120, timeWindow: MINUTE },
  livePerAddress: { max: 600, timeWindow: MINUTE },
  /** Opening a live stream: once per page, then again after each lost connection. */
  streamPerVisitor: { max: 60, timeWindow: MINUTE },
  streamPerAddress: { max: 300, timeWindow: MINUTE },
  /** Clips and captions, which the <video> element fetches without the token. */
  readPerVisitor: { max: 120, timeWindow: MINUTE },
  /** The loader's check, once per page a visitor opens. */
  embedPerVisitor: { max: 120, timeWindow: MINUTE },
  /** And from one address whatever the key: a stream of made-up keys is one database read each. */
  embedPerAddress: { max: 1200, timeWindow: MINUTE },
} as const satisfies Record<string, { max: number; timeWindow: number }>;

/** The header the frame names its host page's origin with (custom, so a cross-site page needs CORS). */
export const HOST_ORIGIN_HEADER = "x-avatalk-host";

declare module "fastify" {
  interface FastifyRequest {
    /** The account of the widget key, set by the visitor guard. */
    widgetAccount: WidgetAccount | null;
    /** The host page the frame sits on, as the guard checked it. */
    widgetHost: string | null;
    /** The visitor of a question or handoff, from their token. */
    widgetVisitor: string | null;
  }
}

function keyOf(request: FastifyRequest): string {
  const fromQuery = (request.query as { key?: unknown } | undefined)?.key;
  const fromBody = (request.body as { key?: unknown } | undefined)?.key;
  const key = typeof fromQuery === "string" ? fromQuery : fromBody;
  return typeof key === "string" ? key : "";
}

/**
 * The page that embeds the frame, as the frame's own calls name it: the header for API calls, and
 * the frame URL's `host` parameter in the Referer for the clip and captions the <video> fetches.
 */
function hostOriginOf(request: FastifyRequest, ownOrigin: string): string | undefined {
  const header = request.headers[HOST_ORIGIN_HEADER];
  if (typeof header === "string") return header;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.origin !== ownOrigin || url.pathname !== "/widget/frame") return undefined;
    return url.searchParams.get("host") ?? undefined;
  } catch {
    return undefined;
  }
}

export function isAllowedOrigin(account: WidgetAccount, origin: string | undefined): boolean {
  return Boolean(origin) && account.settings.allowedOrigins.includes(origin as string);
}

/**
 * What a public call is: its per-address limit, and for questions and handoffs the per-visitor limit
 * of the token it must carry.
 */
const CALLS = {
  config: { perAddress: "configPerAddress", perVisitor: undefined },
  ask: { perAddress: "askPerAddress", perVisitor: "askPerVisitor" },
  handoff: { perAddress: "handoffPerAddress", perVisitor: "handoffPerVisitor" },
  read: { perAddress: "readPerVisitor", perVisitor: undefined },
  live: { perAddress: "livePerAddress", perVisitor: "livePerVisitor" },
  stream: { perAddress: "streamPerAddress", perVisitor: "streamPerVisitor" },
} as const satisfies Record<
  string,
  { perAddress: keyof typeof widgetRateLimits; perVisitor: keyof typeof widgetRateLimits | undefined }
>;
export type VisitorCall = keyof typeof CALLS;

/**
 * The loader's check, counted per visitor and key: keyed on the address alone, 120 page views
 * behind one office or carrier address hid every customer's widget at once. A roomier limit per
 * address still caps what one address can ask of the database.
 */
export function createEmbedGuard(app: FastifyInstance) {
  const limiters = [
    app.createRateLimit({
      ...scaledLimit(app, widgetRateLimits.embedPerAddress),
      keyGenerator: (request) => `widget-embed-address:${addressBucketOf(request.ip)}`,
    }),
    app.createRateLimit({
      ...scaledLimit(app, widgetRateLimits.embedPerVisitor),
      keyGenerator: (request) => `widget-embed:${keyOf(request)}:${addressBucketOf(request.ip)}`,
    }),
  ];
  /** Answers 429 itself and returns true when the visitor is over a limit. */
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    for (const limiter of limiters) {
      const wait = overLimitFor(await limiter(request));
      if (wait === undefined) continue;
      tooManyRequests(reply, wait);
      return true;
    }
    return false;
  };
}

/**
 * Guards of the public widget API: the key names an account, the call comes from our frame
 * (same-origin in a browser), the frame sits on one of the account's allowed origins, a question or
 * handoff carries a visitor token of this key and host, and neither the address, the visitor nor the
 * key is over its limit. Returns a preHandler per kind of call.
 */
export function createVisitorGuards(app: FastifyInstance, ownOrigin: string) {
  app.decorateRequest("widgetAccount", null);
  app.decorateRequest("widgetHost", null);
  app.decorateRequest("widgetVisitor", null);
  const perKey = app.createRateLimit({
    ...scaledLimit(app, widgetRateLimits.perKey),
    keyGenerator: (request) => `widget-key:${keyOf(request)}`,
  });
  const behavedPerAddress = app.createRateLimit({
    ...scaledLimit(app, widgetRateLimits.behavedPerAddress),
    keyGenerator: (request) => `widget-behaved:${keyOf(request)}:${addressBucketOf(request.ip)}`,
  });
  const perKeyBehaved = app.createRateLimit({
    ...scaledLimit(app, widgetRateLimits.perKeyBehaved),
    keyGenerator: (request) => `widget-key-behaved:${keyOf(request)}`,
  });
  const forbidden = (reply: FastifyReply) =>
    reply.status(403).send({ message: widgetMessages.originNotAllowed } satisfies ApiError);

  return (call: VisitorCall) => {
    const { perAddress: addressLimit, perVisitor: visitorLimit } = CALLS[call];
    const perAddress = app.createRateLimit({
      ...scaledLimit(app, widgetRateLimits[addressLimit]),
      keyGenerator: (request) => `widget-${addressLimit}:${keyOf(request)}:${addressBucketOf(request.ip)}`,
    });
    const perVisitor =
      visitorLimit &&
      app.createRateLimit({
        ...scaledLimit(app, widgetRateLimits[visitorLimit]),
        keyGenerator: (request) => `widget-${visitorLimit}:${request.widgetVisitor ?? ""}`,
      });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      // Each address first: a flood from one never reaches the database.
      const addressWait = overLimitFor(await perAddress(request));
      if (addressWait !== undefined) return tooManyRequests(reply, addressWait);
      const account = await findAccountByWidgetKey(app.database.db, keyOf(request));
      if (!account) return reply.status(404).send({ message: widgetMessages.keyUnknown } satisfies ApiError);
      if (!account.emailVerified) {
        return reply.status(403).send({ message: widgetMessages.accountUnverified } satisfies ApiError);
      }
      // The loader never opens a panel for such an account; a stale one gets the plain refusal.
      if (!account.planActive) return forbidden(reply);
      // A browser marks where a call comes from; only our frame (our origin) calls this API.
      const site = request.headers["sec-fetch-site"];
      if (site !== undefined && site !== "same-origin") return forbidden(reply);
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== ownOrigin) return forbidden(reply);
      const host = hostOriginOf(request, ownOrigin);
      if (!host || !isAllowedOrigin(account, host)) return forbidden(reply);
      if (perVisitor) {
        const token = request.headers[VISITOR_TOKEN_HEADER];
        const visitor =
          typeof token === "string"
            ? await app.auth.tokens.verifyVisitor(token, { key: keyOf(request), host })
            : undefined;
        if (!visitor)
          return reply.status(401).send({ message: widgetMessages.visitorTokenInvalid } satisfies ApiError);
        request.widgetVisitor = visitor;
        const visitorWait = overLimitFor(await perVisitor(request));
        if (visitorWait !== undefined) return tooManyRequests(reply, visitorWait);
      }
      // The site's shared budget counts the calls its own visitors make, and only those that passed
      // every limit above: refused calls with its public key never use it up. An address's first
      // calls of the minute draw on the behaved share, which many busy addresses cannot use up.
      const behaved = overLimitFor(await behavedPerAddress(request)) === undefined;
      const siteWait = overLimitFor(await (behaved ? perKeyBehaved : perKey)(request));
      if (siteWait !== undefined) return tooManyRequests(reply, siteWait);
      request.widgetAccount = account;
      request.widgetHost = host;
    };
  };
}
