import { apiPaths } from "#contracts/api-paths.ts";
import type { Output, ZodMiniType } from "#contracts/widget/frame.ts";
import {
  AskResult,
  HandoffCreated,
  RefusedFields,
  VISITOR_TOKEN_HEADER,
  WidgetConfig,
} from "#contracts/widget/frame.ts";

/** Calls of the panel: same-origin, naming the page the frame sits on (the server checks it). */
export function createPanelApi(key: string, host: string) {
  const headers = { "x-avatalk-host": host };
  /** The visitor's token from the configuration: questions and handoffs carry it (decision 0026). */
  let visitorToken = "";
  let configLanguage = "en";
  /** The answer parsed with its contract; a refusal, or an answer of another shape, is a PanelApiError. */
  async function parsed<Schema extends ZodMiniType>(
    response: Response,
    schema: Schema,
  ): Promise<Output<Schema>> {
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = RefusedFields.safeParse(body);
      throw new PanelApiError(response.status, Object.keys((error.success && error.data.fieldErrors) || {}));
    }
    const answer = schema.safeParse(body);
    if (!answer.success) throw new PanelApiError(response.status);
    return answer.data;
  }
  async function config(lang: string): Promise<WidgetConfig> {
    configLanguage = lang;
    const response = await fetch(`${apiPaths.widgetConfig}?key=${encodeURIComponent(key)}&lang=${lang}`, {
      headers,
    });
    const loaded = await parsed(response, WidgetConfig);
    visitorToken = loaded.visitorToken;
    return loaded;
  }
  /** A question or handoff; a token that expired while the panel stayed open is renewed once. */
  async function post<Schema extends ZodMiniType>(
    path: string,
    body: Record<string, unknown>,
    schema: Schema,
  ): Promise<Output<Schema>> {
    const send = () =>
      fetch(path, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", [VISITOR_TOKEN_HEADER]: visitorToken },
        body: JSON.stringify({ key, ...body }),
      });
    let response = await send();
    if (response.status === 401) {
      await config(configLanguage);
      response = await send();
    }
    return parsed(response, schema);
  }
  /** A live call's JSON answer, checked by hand: the panel carries no schema library for it. */
  async function live(path: string, body: Record<string, unknown>): Promise<unknown> {
    const send = () =>
      fetch(path, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", [VISITOR_TOKEN_HEADER]: visitorToken },
        body: JSON.stringify({ key, ...body }),
      });
    let response = await send();
    if (response.status === 401) {
      await config(configLanguage);
      response = await send();
    }
    if (!response.ok) throw new PanelApiError(response.status);
    return response.status === 204 ? undefined : response.json();
  }
  return {
    config,
    /** Ask for a person: waiting (a person will answer here) or offline (the e-mail form instead). */
    async requestPerson(language: string, conversationId: string | undefined): Promise<LiveRequest> {
      const answer = (await live(apiPaths.liveRequest, {
        language,
        ...(conversationId ? { conversationId } : {}),
      })) as Partial<LiveRequest> | undefined;
      if (answer?.status !== "waiting" && answer?.status !== "offline") throw new PanelApiError(200);
      return {
        status: answer.status,
        conversationId: typeof answer.conversationId === "string" ? answer.conversationId : null,
        after: typeof answer.after === "number" ? answer.after : 0,
      };
    },
    sendLive: (conversationId: string, body: string) =>
      live(apiPaths.liveVisitorMessages, { conversationId, body }),
    typing: (conversationId: string) => live(apiPaths.liveVisitorTyping, { conversationId }).catch(() => {}),
    /** The conversation's stream after an id, with the headers EventSource cannot send. */
    async stream(conversationId: string, lastEventId: number, signal: AbortSignal): Promise<Response> {
      const query = `key=${encodeURIComponent(key)}&conversationId=${encodeURIComponent(conversationId)}`;
      const open = () =>
        fetch(`${apiPaths.liveVisitorEvents}?${query}`, {
          headers: {
            ...headers,
            [VISITOR_TOKEN_HEADER]: visitorToken,
            ...(lastEventId > 0 ? { "last-event-id": String(lastEventId) } : {}),
          },
          signal,
          cache: "no-store",
        });
      let response = await open();
      if (response.status === 401) {
        await config(configLanguage);
        response = await open();
      }
      return response;
    },
    ask: (question: string, language: string, conversationId: string | undefined) =>
      post(
        apiPaths.widgetAsk,
        { question, language, ...(conversationId ? { conversationId } : {}) },
        AskResult,
      ),
    handoff: (email: string, question: string, conversationId: string | undefined) =>
      post(
        apiPaths.widgetVisitorHandoff,
        { email, question, ...(conversationId ? { conversationId } : {}) },
        HandoffCreated,
      ),
  };
}

export type LiveRequest = {
  status: "waiting" | "offline";
  conversationId: string | null;
  /** The stream starts after this id. */
  after: number;
};

export class PanelApiError extends Error {
  constructor(
    readonly status: number,
    /** The fields a refused request named (the API's `fieldErrors`). */
    readonly fields: readonly string[] = [],
  ) {
    super(`widget API answered ${status}`);
  }
}
