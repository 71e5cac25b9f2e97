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

/** An entry as the API takes it. */
export type EntryInput = {
  title: string;
  questions: string[];
  answer: string;
  language: string;
  mediaId?: string;
};

/** Writes the customer's entries through the API, each one stored. */
export async function addEntries(
  request: APIRequestContext,
  customer: Customer,
  entries: readonly EntryInput[],
): Promise<void> {
  for (const entry of entries) {
    const created = await request.post(apiPaths.widgetEntries, { headers: customer.headers, data: entry });
    expect(created.status()).toBe(201);
  }
}

/**
 * Saves the widget's settings through the API: the sites allowed and what else the test names, the
 * rest the same in every spec (no greeting, no suggested questions, no avatar, teal, bottom right).
 */
export async function saveWidgetSettings(
  request: APIRequestContext,
  customer: Customer,
  settings: { allowedOrigins: string[]; greeting?: string | null; language?: string },
): Promise<void> {
  const saved = await request.put(apiPaths.widgetSettings, {
    headers: customer.headers,
    data: {
      greeting: null,
      suggestedQuestions: [],
      avatarMediaId: null,
      color: "#0f766e",
      position: "bottom-right",
      ...settings,
    },
  });
  expect(saved.status()).toBe(200);
}
