import { apiPaths } from "#contracts/paths.ts";
import type { AskResult, WidgetConfig } from "#contracts/widget.ts";

/** Calls of the panel: same-origin, naming the page the frame sits on (the server checks it). */
export function createPanelApi(key: string, host: string) {
  const headers = { "x-avatalk-host": host };
  async function json<T>(response: Response): Promise<T> {
    if (!response.ok) {
      const body = (await response.json().catch(() => undefined)) as { fieldErrors?: object } | undefined;
      throw new PanelApiError(response.status, Object.keys(body?.fieldErrors ?? {}));
    }
    return (await response.json()) as T;
  }
  return {
    config: (lang: string) =>
      fetch(`${apiPaths.widgetConfig}?key=${encodeURIComponent(key)}&lang=${lang}`, { headers }).then((r) =>
        json<WidgetConfig>(r),
      ),
    ask: (question: string, language: string, conversationId: string | undefined) =>
      fetch(apiPaths.widgetAsk, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ key, question, language, ...(conversationId ? { conversationId } : {}) }),
      }).then((r) => json<AskResult>(r)),
    handoff: (email: string, question: string, conversationId: string | undefined) =>
      fetch(apiPaths.widgetVisitorHandoff, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ key, email, question, ...(conversationId ? { conversationId } : {}) }),
      }).then((r) => json<{ id: string }>(r)),
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
