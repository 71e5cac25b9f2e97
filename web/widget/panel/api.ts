import type { AskResult, WidgetConfig } from "#contracts/widget.ts";
import { VISITOR_TOKEN_HEADER } from "#contracts/widget-headers.ts";

/** Calls of the panel: same-origin, naming the page the frame sits on (the server checks it). */
export function createPanelApi(key: string, host: string) {
  const headers = { "x-avatalk-host": host };
  /** The visitor's token from the configuration: questions and handoffs carry it (decision 0021). */
  let visitorToken = "";
  let configLanguage = "en";
  async function json<T>(response: Response): Promise<T> {
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { fieldErrors?: object } | undefined;
      throw new PanelApiError(response.status, Object.keys(body?.fieldErrors ?? {}));
    }
    return (await response.json()) as T;
  }
  async function config(lang: string): Promise<WidgetConfig> {
    configLanguage = lang;
    const response = await fetch(`/api/widget/public/config?key=${encodeURIComponent(key)}&lang=${lang}`, {
      headers,
    });
    const loaded = await json<WidgetConfig>(response);
    visitorToken = loaded.visitorToken;
    return loaded;
  }
  /** A question or handoff; a token that expired while the panel stayed open is renewed once. */
  async function post<T>(path: string, body: Record<string, unknown>): Promise<T> {
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
    return json<T>(response);
  }
  return {
    config,
    ask: (question: string, language: string, conversationId: string | undefined) =>
      post<AskResult>("/api/widget/public/ask", {
        question,
        language,
        ...(conversationId ? { conversationId } : {}),
      }),
    handoff: (email: string, question: string, conversationId: string | undefined) =>
      post<{ id: string }>("/api/widget/public/handoff", {
        email,
        question,
        ...(conversationId ? { conversationId } : {}),
      }),
  };
}

export class PanelApiError extends Error {
  constructor(
    readonly status: number,
    /** The fields a refused request named (the API's `fieldErrors`). */
    readonly fields: readonly string[] = [],
  ) {
    super(`widget API answered ${status}`);
  }
}
