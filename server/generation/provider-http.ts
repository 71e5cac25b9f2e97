import { GenerationFailed, GenerationRateLimited, retryAfterMs } from "./video-generator.ts";

/**
 * One call to a provider's JSON API with its typed outcomes: 429 is a rate limit with its
 * Retry-After; 401 and 403 a refused key (failing again and again would not help); other 4xx a
 * request the provider rejects; 5xx and network failures plain errors (the worker tries again).
 * `notFound` says what a 404 means for this call.
 */
export async function providerCall(
  name: string,
  url: string,
  init: { method?: string; headers: Record<string, string>; body?: unknown; notFound?: () => Error },
): Promise<unknown> {
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers: {
      accept: "application/json",
      ...(init.body === undefined ? {} : { "content-type": "application/json" }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const json = parseJson(text);
  if (response.status === 429) {
    throw new GenerationRateLimited(
      `${name} is rate limiting`,
      retryAfterMs(response.headers.get("retry-after")),
    );
  }
  if (response.status === 404 && init.notFound) throw init.notFound();
  if (response.status === 401 || response.status === 403) {
    throw new GenerationFailed(`${name} refused the API key (${response.status})`);
  }
  if (response.status >= 400 && response.status < 500) {
    throw new GenerationFailed(`${name} refused the request (${response.status}): ${summaryOf(json, text)}`);
  }
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${summaryOf(json, text)}`);
  return json;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function summaryOf(json: unknown, text: string): string {
  if (json && typeof json === "object") {
    const record = json as Record<string, unknown>;
    const error = record.error;
    if (typeof error === "string") return error;
    if (error && typeof error === "object" && "message" in error)
      return String((error as { message: unknown }).message);
    if (typeof record.message === "string") return record.message;
    if (typeof record.description === "string") return record.description;
  }
  return text.slice(0, 200);
}
