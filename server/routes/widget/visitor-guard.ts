import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiError } from "#contracts/api-error.ts";
import { widgetMessages } from "#contracts/widget.ts";
import { scaledLimit } from "#server/plugins/rate-limit.ts";
import { findAccountByWidgetKey, type WidgetAccount } from "#server/repositories/widget-settings.ts";
import { overLimitFor, tooManyRequests } from "#server/routes/auth/rate-limits.ts";

const MINUTE = 60_000;

/**
 * Limits of the public widget API: per key (all visitors of one site together, so a copied key
 * cannot flood an account) and per visitor (network address and key; the address is used by the
 * limiter only, never stored).
 */
export const widgetRateLimits = {
  perKey: { max: 300, timeWindow: MINUTE },
  askPerVisitor: { max: 20, timeWindow: MINUTE },
  handoffPerVisitor: { max: 5, timeWindow: 15 * MINUTE },
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

export type VisitorLimit = keyof Omit<
  typeof widgetRateLimits,
  "perKey" | "embedPerVisitor" | "embedPerAddress"
>;

/**
 * The loader's check, counted per visitor and key: keyed on the address alone, 120 page views
 * behind one office or carrier address hid every customer's widget at once. A roomier limit per
 * address still caps what one address can ask of the database.
 */
export function createEmbedGuard(app: FastifyInstance) {
  const limiters = [
    app.createRateLimit({
      ...scaledLimit(app, widgetRateLimits.embedPerAddress),
      keyGenerator: (request) => `widget-embed-address:${request.ip}`,
    }),
    app.createRateLimit({
      ...scaledLimit(app, widgetRateLimits.embedPerVisitor),
      keyGenerator: (request) => `widget-embed:${keyOf(request)}:${request.ip}`,
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
 * (same-origin in a browser), the frame sits on one of the account's allowed origins, and neither the
 * key nor the visitor is over their limit. Returns a preHandler per visitor limit.
 */
export function createVisitorGuards(app: FastifyInstance, ownOrigin: string) {
  app.decorateRequest("widgetAccount", null);
  const perKey = app.createRateLimit({
    ...scaledLimit(app, widgetRateLimits.perKey),
    keyGenerator: (request) => `widget-key:${keyOf(request)}`,
  });
  const forbidden = (reply: FastifyReply) =>
    reply.status(403).send({ message: widgetMessages.originNotAllowed } satisfies ApiError);

  return (limit: VisitorLimit) => {
    const perVisitor = app.createRateLimit({
      ...scaledLimit(app, widgetRateLimits[limit]),
      keyGenerator: (request) => `widget-${limit}:${keyOf(request)}:${request.ip}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      // Each address first: a flood from one never reaches the database.
      const visitorWait = overLimitFor(await perVisitor(request));
      if (visitorWait !== undefined) return tooManyRequests(reply, visitorWait);
      const account = await findAccountByWidgetKey(app.database.db, keyOf(request));
      if (!account) return reply.status(404).send({ message: widgetMessages.keyUnknown } satisfies ApiError);
      if (!account.emailVerified) {
        return reply.status(403).send({ message: widgetMessages.accountUnverified } satisfies ApiError);
      }
      // A browser marks where a call comes from; only our frame (our origin) calls this API.
      const site = request.headers["sec-fetch-site"];
      if (site !== undefined && site !== "same-origin") return forbidden(reply);
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== ownOrigin) return forbidden(reply);
      if (!isAllowedOrigin(account, hostOriginOf(request, ownOrigin))) return forbidden(reply);
      // The site's shared budget counts the calls its own visitors make, and only those: refused
      // calls with its public key, from a few addresses, used it up and took its assistant down.
      const siteWait = overLimitFor(await perKey(request));
      if (siteWait !== undefined) return tooManyRequests(reply, siteWait);
      request.widgetAccount = account;
    };
  };
}
