import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { Profile } from "#contracts/auth.ts";
import { messages } from "#contracts/messages.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";
import { login, logout, withSession } from "./auth-api.ts";
import { readSignedInEmail, rememberSignedInEmail } from "./signed-in-email.ts";

const profile = {
  id: "6f1f5b8e-2c4a-4d3b-9a77-0a1b2c3d4e5f",
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  phoneNumber: "+17025550123",
  role: "customer",
  createdAt: "2024-03-01T10:00:00.000Z",
  trialEndsAt: "2024-03-15T10:00:00.000Z",
  widgetKey: "wk_abcdefghijklmnopqrstuv",
  emailVerified: true,
  timeZone: null,
  teamRole: "owner",
  teamOf: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fake server: answers by path, and records the paths called in order. */
function stubServer(answers: Record<string, (() => Response)[]>) {
  const calls: string[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = String(input);
    calls.push(path);
    const next = answers[path]?.shift();
    if (!next) throw new Error(`unexpected call to ${path}`);
    return next();
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

const me = () => apiFetch(apiPaths.me, Profile);
const unauthorized = () => json({ message: messages.auth.notSignedIn }, 401);

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("withSession (docs/product.md §Security: silent refresh)", () => {
  it("renews an expired access token with the refresh cookie and makes the call again", async () => {
    const { calls } = stubServer({
      [apiPaths.me]: [unauthorized, () => json(profile)],
      [apiPaths.refresh]: [() => json({ email: profile.email })],
    });

    await expect(withSession(me)).resolves.toEqual(profile);
    expect(calls).toEqual([apiPaths.me, apiPaths.refresh, apiPaths.me]);
    expect(readSignedInEmail()).toBe(profile.email);
  });

  it("shares one refresh between calls that expire together", async () => {
    const { calls } = stubServer({
      [apiPaths.me]: [unauthorized, unauthorized, () => json(profile), () => json(profile)],
      [apiPaths.refresh]: [() => json({ email: profile.email })],
    });

    await Promise.all([withSession(me), withSession(me)]);
    expect(calls.filter((path) => path === apiPaths.refresh)).toHaveLength(1);
  });

  it("gives up with the 401 when the session cannot be renewed, and forgets the address", async () => {
    rememberSignedInEmail(profile.email);
    stubServer({
      [apiPaths.me]: [unauthorized],
      [apiPaths.refresh]: [() => json({ message: messages.auth.sessionExpired }, 401)],
    });

    const failure = await withSession(me).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 401 });
    expect(readSignedInEmail()).toBeUndefined();
  });

  it("does not refresh for failures other than 401", async () => {
    const { calls } = stubServer({ [apiPaths.me]: [() => json({ message: "Down" }, 503)] });
    await expect(withSession(me)).rejects.toThrow("Down");
    expect(calls).toEqual([apiPaths.me]);
  });
});

describe("what the browser keeps", () => {
  it("stores only the signed-in address after a sign-in, never a token", async () => {
    stubServer({
      [apiPaths.login]: [
        () => json({ email: profile.email, accessToken: "a.b.c", refreshToken: "r", adminToken: "" }),
      ],
    });

    await login({ email: profile.email, password: "Analytical#1843" });
    expect({ ...window.localStorage }).toEqual({ email: profile.email });
  });

  it("sends the address as `login`, with credentials, and answers the server's complaint about it on the form's address field", async () => {
    const { fetchMock } = stubServer({
      [apiPaths.login]: [
        () =>
          json({ message: "Validation failed", fieldErrors: { login: ["Please enter a valid email"] } }, 400),
      ],
    });

    const failure = await login({ email: "ada@example", password: "Analytical#1843" }).catch(
      (error: unknown) => error,
    );
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: "POST", credentials: "include" });
    expect(JSON.parse(String(init?.body))).toEqual({ login: "ada@example", password: "Analytical#1843" });
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 400,
      message: "Validation failed",
      fieldErrors: { email: ["Please enter a valid email"] },
      fromServer: true,
    });
  });

  it("forgets the address after logging out (204 No Content)", async () => {
    rememberSignedInEmail(profile.email);
    stubServer({ [apiPaths.logout]: [() => new Response(null, { status: 204 })] });

    await logout();
    expect(readSignedInEmail()).toBeUndefined();
  });
});
