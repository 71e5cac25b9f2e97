import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { type EntryInput, Media, type SettingsInput, VISITOR_TOKEN_HEADER } from "#contracts/widget/index.ts";
import { HOST_ORIGIN_HEADER } from "#server/routes/widget/visitor-guard.ts";
import { call, freshAddress, registerAccount } from "./accounts.ts";

export const CUSTOMER_SITE = "https://shop.example.com";

/** A signed-up customer whose calls carry their access token, as the portal sends them. */
export async function customer(app: FastifyInstance, { verified = true }: { verified?: boolean } = {}) {
  const account = await registerAccount(app, {}, { verified });
  const me = await call(app, apiPaths.me, { method: "GET", cookies: account.cookies });
  const widgetKey = (me.json() as { widgetKey: string }).widgetKey;
  const headers = { authorization: `Bearer ${account.accessToken}` };
  return {
    ...account,
    widgetKey,
    headers,
    send(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) {
      return app.inject({
        method,
        url,
        remoteAddress: freshAddress(),
        headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
    },
    async addEntry(entry: Partial<EntryInput> & { title: string }) {
      const response = await this.send("POST", apiPaths.widgetEntries, {
        questions: [entry.title],
        answer: `About ${entry.title}.`,
        language: "en",
        ...entry,
      });
      if (response.statusCode !== 201)
        throw new Error(`entry answered ${response.statusCode}: ${response.body}`);
      return response.json() as { id: string };
    },
    async allow(origins: string[], more: Partial<SettingsInput> = {}) {
      const response = await this.send("PUT", apiPaths.widgetSettings, {
        allowedOrigins: origins,
        greeting: null,
        suggestedQuestions: [],
        avatarMediaId: null,
        color: "#0f766e",
        position: "bottom-right",
        ...more,
      });
      if (response.statusCode !== 200)
        throw new Error(`settings answered ${response.statusCode}: ${response.body}`);
    },
  };
}

/** A call of the frame, as a browser sends it from our origin on the customer's page. */
export async function frameCall(
  app: FastifyInstance,
  url: string,
  options: {
    payload?: unknown;
    host?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
    /** A question or handoff carries this visitor token; by default a fresh one, as a new visitor's. */
    visitorToken?: string;
  } = {},
) {
  const { payload, host = CUSTOMER_SITE } = options;
  const remoteAddress = options.remoteAddress ?? freshAddress();
  const headers = (extra: Record<string, string> = {}) => ({
    [HOST_ORIGIN_HEADER]: host,
    "sec-fetch-site": "same-origin",
    ...(payload === undefined ? {} : { "content-type": "application/json" }),
    ...extra,
    ...options.headers,
  });
  const needsToken = url.startsWith(apiPaths.widgetAsk) || url.startsWith(apiPaths.widgetVisitorHandoff);
  let token = options.visitorToken;
  if (needsToken && token === undefined && !options.headers?.[VISITOR_TOKEN_HEADER]) {
    const key = (payload as { key?: unknown } | undefined)?.key;
    token = typeof key === "string" ? await visitorTokenFor(app, key, { host, remoteAddress }) : undefined;
  }
  return app.inject({
    method: payload === undefined ? "GET" : "POST",
    url,
    remoteAddress,
    headers: headers(token ? { [VISITOR_TOKEN_HEADER]: token } : {}),
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/**
 * Waits until the clip worker has processed a clip (it is woken by the upload) and returns its
 * status: ready, or failed with its message.
 */
export async function processed(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
): Promise<Media> {
  let media: Media | undefined;
  await expect
    .poll(
      async () => {
        const response = await app.inject({
          method: "GET",
          url: fillPath(apiPaths.widgetMediaStatus, { id }),
          headers,
        });
        media = Media.parse(response.json());
        return media.status;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toMatch(/^(ready|failed)$/);
  if (!media) throw new Error("the clip's status was never read");
  return media;
}

/** The token the frame gets with its configuration; undefined when the configuration is refused. */
export async function visitorTokenFor(
  app: FastifyInstance,
  key: string,
  { host = CUSTOMER_SITE, remoteAddress = freshAddress() }: { host?: string; remoteAddress?: string } = {},
): Promise<string | undefined> {
  const config = await app.inject({
    url: `${apiPaths.widgetConfig}?key=${encodeURIComponent(key)}`,
    remoteAddress,
    headers: { [HOST_ORIGIN_HEADER]: host, "sec-fetch-site": "same-origin" },
  });
  return config.statusCode === 200 ? (config.json() as { visitorToken: string }).visitorToken : undefined;
}
