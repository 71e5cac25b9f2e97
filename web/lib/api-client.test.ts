import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { messages } from "#contracts/messages.ts";
import { apiFetch } from "./api-client.ts";
import { ApiRequestError } from "./api-request-error.ts";

const Greeting = z.object({ greeting: z.string() });

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

function textResponse(body: string, status: number, contentType = "text/plain"): Response {
  return new Response(body, { status, headers: { "content-type": contentType } });
}

/** Replaces the global fetch for one test; returns the mock so the test can read the request. */
function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The ApiRequestError a call rejects with, or a failure if it resolves or rejects with anything else. */
async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  if (!(error instanceof ApiRequestError)) throw new Error("the call did not fail with an ApiRequestError");
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiFetch", () => {
  it("resolves to the body parsed with the contract schema", async () => {
    stubFetch(async () => jsonResponse({ greeting: "hello", extra: true }));
    await expect(apiFetch("/api/greeting", Greeting)).resolves.toEqual({ greeting: "hello" });
  });

  it("sends a GET without a body, asking for JSON", async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ greeting: "hello" }));
    await apiFetch("/api/greeting", Greeting);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/greeting");
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get("accept")).toBe("application/json");
    expect(new Headers(init?.headers).has("content-type")).toBe(false);
  });

  it("sends a POST body as JSON with a JSON content type", async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ greeting: "hello" }, 201));
    const body = { name: "Ada Lovelace", email: "ada@example.com" };
    await apiFetch(apiPaths.demoRequests, Greeting, { method: "POST", body });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(typeof init?.body).toBe("string");
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it("passes the caller's abort signal to fetch", async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ greeting: "hello" }));
    const controller = new AbortController();
    await apiFetch("/api/greeting", Greeting, { signal: controller.signal });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});

describe("apiFetch failures (docs/product.md §Errors catalogue)", () => {
  it("shows the server's message when a non-OK answer is JSON with a message", async () => {
    stubFetch(async () => jsonResponse({ message: "Pricing is down" }, 500));
    const error = await failureOf(apiFetch(apiPaths.pricing, Greeting));
    expect(error.message).toBe("Pricing is down");
    expect(error.status).toBe(500);
  });

  it("shows 'Something went wrong' when a non-OK JSON answer has no message", async () => {
    stubFetch(async () => jsonResponse({ error: "boom" }, 503));
    const error = await failureOf(apiFetch(apiPaths.pricing, Greeting));
    expect(error.message).toBe(messages.request.serverDefault);
    expect(error.status).toBe(503);
  });

  it("tells the server's own reason apart from the catalogue's words, for screens with their own fallback", async () => {
    const failures = [
      jsonResponse({ message: "Invalid email or password" }, 401),
      jsonResponse({}, 500),
      textResponse("Bad Gateway", 502),
    ];
    const fromServer = [];
    for (const failure of failures) {
      stubFetch(async () => failure);
      fromServer.push((await failureOf(apiFetch(apiPaths.login, Greeting, { method: "POST" }))).fromServer);
    }
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    fromServer.push((await failureOf(apiFetch(apiPaths.login, Greeting, { method: "POST" }))).fromServer);

    expect(fromServer).toEqual([true, false, false, false]);
  });

  it("fails a success other than the one the caller accepts", async () => {
    stubFetch(async () => jsonResponse({ greeting: "hello" }, 200));
    const error = await failureOf(
      apiFetch(apiPaths.feedbacks, Greeting, { method: "POST", body: {}, successStatus: 201 }),
    );
    expect(error.status).toBe(200);

    stubFetch(async () => jsonResponse({ greeting: "hello" }, 201));
    await expect(
      apiFetch(apiPaths.feedbacks, Greeting, { method: "POST", body: {}, successStatus: 201 }),
    ).resolves.toEqual({ greeting: "hello" });
  });

  it("gives the caller's success status without JSON to the schema as nothing", async () => {
    const created = () => textResponse("Created", 201, "text/plain");
    stubFetch(async () => created());
    await expect(
      apiFetch(apiPaths.feedbacks, z.unknown(), { method: "POST", body: {}, successStatus: 201 }),
    ).resolves.toBeUndefined();
    // A contract that expects a body still fails it.
    stubFetch(async () => created());
    expect(
      (
        await failureOf(
          apiFetch(apiPaths.feedbacks, Greeting, { method: "POST", body: {}, successStatus: 201 }),
        )
      ).message,
    ).toBe(messages.request.unexpectedFormat);
  });

  it("shows 'Something went wrong' when a non-OK JSON answer has an empty message", async () => {
    stubFetch(async () => jsonResponse({ message: "" }, 500));
    expect((await failureOf(apiFetch(apiPaths.pricing, Greeting))).message).toBe(
      messages.request.serverDefault,
    );
  });

  it("shows 'Something went wrong' when a non-OK answer claims JSON but is not", async () => {
    stubFetch(async () => textResponse("<html>oops</html>", 502, "application/json"));
    expect((await failureOf(apiFetch(apiPaths.pricing, Greeting))).message).toBe(
      messages.request.serverDefault,
    );
  });

  it("shows 'Unexpected error occurred.' when a non-OK answer is not JSON", async () => {
    stubFetch(async () => textResponse("Bad Gateway", 502));
    const error = await failureOf(apiFetch(apiPaths.pricing, Greeting));
    expect(error.message).toBe(messages.request.nonJsonError);
    expect(error.status).toBe(502);
  });

  it("shows 'Unexpected response format.' when an OK answer is not JSON", async () => {
    stubFetch(async () => textResponse("<!doctype html><title>Home</title>", 200, "text/html"));
    const error = await failureOf(apiFetch(apiPaths.pricing, Greeting));
    expect(error.message).toBe(messages.request.unexpectedFormat);
    expect(error.status).toBe(200);
  });

  it("shows 'Unexpected response format.' when an OK JSON answer does not match the contract", async () => {
    stubFetch(async () => jsonResponse({ greeting: 42 }));
    expect((await failureOf(apiFetch(apiPaths.pricing, Greeting))).message).toBe(
      messages.request.unexpectedFormat,
    );
  });

  it("shows 'Unexpected response format.' when an OK answer claims JSON but cannot be parsed", async () => {
    stubFetch(async () => textResponse("{not json", 200, "application/json"));
    expect((await failureOf(apiFetch(apiPaths.pricing, Greeting))).message).toBe(
      messages.request.unexpectedFormat,
    );
  });

  it("shows 'Network error. Please try again.' when the request gets no answer", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await failureOf(apiFetch(apiPaths.pricing, Greeting));
    expect(error.message).toBe("Network error. Please try again.");
    expect(error.message).toBe(messages.request.network);
    expect(error.status).toBeUndefined();
  });

  it("lets a cancelled request reject with the abort itself, not a network error", async () => {
    const controller = new AbortController();
    const abort = new DOMException("The operation was aborted.", "AbortError");
    stubFetch(async () => {
      controller.abort();
      throw abort;
    });
    await expect(apiFetch(apiPaths.pricing, Greeting, { signal: controller.signal })).rejects.toBe(abort);
  });

  it("carries the field errors of a 400 answer", async () => {
    const fieldErrors = { email: [messages.form.invalidEmail], name: [messages.form.required("Name")] };
    stubFetch(async () => jsonResponse({ message: messages.api.validationFailed, fieldErrors }, 400));
    const error = await failureOf(apiFetch(apiPaths.demoRequests, Greeting, { method: "POST", body: {} }));
    expect(error.message).toBe(messages.api.validationFailed);
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual(fieldErrors);
  });

  it("carries no field errors when the server names none", async () => {
    stubFetch(async () => jsonResponse({ message: messages.api.internal }, 500));
    expect((await failureOf(apiFetch(apiPaths.demoRequests, Greeting))).fieldErrors).toEqual({});
  });
});
