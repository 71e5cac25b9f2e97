import type { z } from "zod";
import { ApiError } from "#contracts/api-error.ts";
import { IDEMPOTENCY_KEY_HEADER } from "#contracts/idempotency.ts";
import { messages } from "#contracts/messages.ts";
import { ApiRequestError } from "./api-request-error.ts";

type ApiFetchOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`, so the server stores a retried submission once (useApiForm sets it). */
  idempotencyKey?: string;
  /**
   * The one success status the caller accepts (docs/product.md §API: a contact send succeeds on 201 only). An
   * answer with it and no JSON body is given to the schema as nothing.
   */
  successStatus?: number;
};

/**
 * The one way the web app calls the API: every answer is parsed with its contract schema, and every
 * failure becomes an ApiRequestError with docs/product.md's catalogue message: the server's `message` (or
 * 'Something went wrong') for a JSON error, 'Unexpected error occurred.' for a non-JSON error,
 * 'Unexpected response format.' for a success that is not what the contract says, and
 * 'Network error. Please try again.' when the request never got an answer.
 */
export async function apiFetch<T extends z.ZodType>(
  path: string,
  schema: T,
  { method = "GET", body, signal, idempotencyKey, successStatus }: ApiFetchOptions = {},
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      // docs/product.md §API sends the sign-in with credentials included; every call carries the session cookies
      // the same way, wherever the API is served from.
      credentials: "include",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiRequestError(messages.request.network, undefined);
  }

  const isJson = (response.headers.get("content-type") ?? "").includes("application/json");
  if (!response.ok) {
    if (!isJson) throw new ApiRequestError(messages.request.nonJsonError, response.status);
    const parsed = ApiError.safeParse(await response.json().catch(() => undefined));
    const reason = parsed.success && parsed.data.message ? parsed.data.message : undefined;
    throw new ApiRequestError(
      reason ?? messages.request.serverDefault,
      response.status,
      parsed.success ? parsed.data.fieldErrors : {},
      reason !== undefined,
    );
  }
  if (successStatus !== undefined && response.status !== successStatus) {
    throw new ApiRequestError(messages.request.unexpectedFormat, response.status);
  }
  // 204 No Content (logout), or the caller's success status without JSON: the contract says what
  // an empty answer is (z.undefined(); z.unknown() for a caller that reads none).
  if (response.status === 204 || (successStatus !== undefined && !isJson)) {
    const empty = schema.safeParse(undefined);
    if (empty.success) return empty.data;
  }
  if (!isJson) throw new ApiRequestError(messages.request.unexpectedFormat, response.status);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiRequestError(messages.request.unexpectedFormat, response.status);
  return parsed.data;
}
