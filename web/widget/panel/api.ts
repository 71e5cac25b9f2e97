import { apiPaths } from "#contracts/api-paths.ts";
import { AskResult, HandoffCreated, RefusedFields, WidgetConfig } from "#contracts/widget-answers.ts";
import type { Output, ZodMiniType } from "#contracts/zod-mini.ts";

/** Calls of the panel: same-origin, naming the page the frame sits on (the server checks it). */
export function createPanelApi(key: string, host: string) {
  const headers = { "x-avatalk-host": host };
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
  return {
    config: (lang: string) =>
      fetch(`${apiPaths.widgetConfig}?key=${encodeURIComponent(key)}&lang=${lang}`, { headers }).then((r) =>
        parsed(r, WidgetConfig),
      ),
    ask: (question: string, language: string, conversationId: string | undefined) =>
      fetch(apiPaths.widgetAsk, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ key, question, language, ...(conversationId ? { conversationId } : {}) }),
      }).then((r) => parsed(r, AskResult)),
    handoff: (email: string, question: string, conversationId: string | undefined) =>
      fetch(apiPaths.widgetVisitorHandoff, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ key, email, question, ...(conversationId ? { conversationId } : {}) }),
      }).then((r) => parsed(r, HandoffCreated)),
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
