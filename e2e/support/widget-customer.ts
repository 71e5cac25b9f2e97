import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { apiPaths } from "#contracts/api-paths.ts";
import { Registered } from "#contracts/auth.ts";
import { mailedLinkPath } from "./outbox.ts";

/** A widget customer signed up and verified through the API, as the widget specs set one up. */
export type Customer = { email: string; key: string; headers: Record<string, string> };

/** `dataDir`: where the server that mails the verification link writes its outbox (by default the suite's). */
export async function signUpCustomer(request: APIRequestContext, dataDir?: string): Promise<Customer> {
  const email = `outfitters.${randomUUID().slice(0, 8)}@example.com`;
  const registered = await request.post(apiPaths.register, {
    data: {
      fullName: "Tess Trailhead",
      email,
      phoneNumber: "+1 (702) 123-4567",
      password: "Trail#Head2026!",
    },
  });
  expect(registered.status()).toBe(201);
  const { accessToken } = Registered.parse(await registered.json());
  const headers = { authorization: `Bearer ${accessToken}` };
  // Decision 0007: the widget goes live only for a verified address; the mailed link verifies it.
  const token = new URLSearchParams(
    (await mailedLinkPath(email, "/verify_email", dataDir)).split("?")[1],
  ).get("token");
  expect((await request.post(apiPaths.verifyEmail, { data: { token } })).status()).toBe(200);
  const me = await request.get(apiPaths.me, { headers });
  return { email, key: (await me.json()).widgetKey, headers };
}
