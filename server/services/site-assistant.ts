import { randomBytes } from "node:crypto";
import { SITE_ASSISTANT_EMAIL, SITE_ASSISTANT_KEY } from "#content/site-assistant.ts";
import { siteAssistant } from "#content/site-assistant-knowledge.ts";
import { DEFAULT_WIDGET_COLOR } from "#contracts/widget/index.ts";
import type { Database } from "#server/db/client.ts";
import { replaceSiteAssistant } from "#server/repositories/site-assistant.ts";
import { hashPassword } from "./passwords.ts";

/**
 * Brings our own assistant's account (content/site-assistant.ts) in step at start-up: the account
 * with the public key the home page embeds, its entries as the content file has them, and its
 * allowed domains (our own origins). It has a random password nobody knows, so it never signs in.
 */
export async function syncSiteAssistant(db: Database, origins: string[]): Promise<void> {
  await replaceSiteAssistant(db, {
    account: {
      fullName: "Avatalk assistant",
      email: SITE_ASSISTANT_EMAIL,
      widgetKey: SITE_ASSISTANT_KEY,
      passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
    },
    entries: siteAssistant.entries.map((entry) => ({ ...entry, language: "en" as const, mediaId: null })),
    settings: {
      allowedOrigins: [...new Set(origins)],
      greeting: siteAssistant.greeting,
      suggestedQuestions: [...siteAssistant.suggestedQuestions],
      avatarMediaId: null,
      color: DEFAULT_WIDGET_COLOR,
      position: "bottom-right",
      language: "en",
    },
  });
}
