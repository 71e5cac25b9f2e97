import { randomUUID } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { Registered, type RegisterInput } from "#contracts/auth.ts";
import { apiPaths } from "#contracts/paths.ts";

/** A sign-up body that passes every rule, with an address no other test uses. */
export function newAccount(overrides: Partial<RegisterInput> = {}): RegisterInput & { password: string } {
  return {
    fullName: "Ada Lovelace",
    email: `ada.${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: "+1 (702) 123-4567",
    password: "Analytical#Engine1843",
    ...overrides,
  } as RegisterInput & { password: string };
}

// Each request comes from its own address unless a test says otherwise, so a per-IP limit only
// bites in the test about it.
let nextAddress = 1;
export function freshAddress(): string {
  nextAddress += 1;
  return `10.9.${Math.floor(nextAddress / 250)}.${nextAddress % 250}`;
}

type Call = {
  method?: "GET" | "POST" | "PATCH";
  payload?: unknown;
  remoteAddress?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
};

/** A JSON call through app.inject, from a fresh address unless one is given. */
export function call(
  app: FastifyInstance,
  url: string,
  { method = "POST", payload, remoteAddress, headers, cookies }: Call = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: remoteAddress ?? freshAddress(),
    cookies,
    headers: payload === undefined ? headers : { "content-type": "application/json", ...headers },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
}

/** The cookies an answer sets, by name. */
export function cookiesOf(response: LightMyRequestResponse) {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
}

/** The session cookies to send back, as a browser would keep them. */
export function sessionCookies(response: LightMyRequestResponse): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const cookie of response.cookies) if (cookie.value) jar[cookie.name] = cookie.value;
  return jar;
}

/** Registers an account and returns its answer, the password it was given and its cookies. */
export async function registerAccount(app: FastifyInstance, overrides: Partial<RegisterInput> = {}) {
  const body = newAccount(overrides);
  const response = await call(app, apiPaths.register, { payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return { ...Registered.parse(response.json()), password: body.password, cookies: sessionCookies(response) };
}
