import fs from "node:fs";
import path from "node:path";
import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, type PgTable, PgTable as PgTableClass } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import { recordGeneratedSeconds } from "#server/repositories/account-plans.ts";
import { CUSTOMER_SITE, customer, frameCall, processed, visitorTokenFor } from "#server/test/widget.ts";
import { call, mailsTo } from "./accounts.ts";

export const clipBytes = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, "../widget/fixtures", name));

type App = FastifyInstance & { database: DatabaseHandle };
type Customer = Awaited<ReturnType<typeof customer>>;

/** Every table of the schema, by its SQL name. */
export function schemaTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) {
    if (is(value, PgTableClass)) tables.set(getTableConfig(value).name, value);
  }
  return tables;
}

/**
 * The tables whose rows belong to an account: those with a foreign key to `users`, and those with
 * one to such a table (messages of conversations), read from the schema, so a new table is included
 * the day it is added.
 */
export function accountTables(): string[] {
  const tables = schemaTables();
  const owned = new Set<string>(["users"]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, table] of tables) {
      if (owned.has(name)) continue;
      const references = getTableConfig(table).foreignKeys.map(
        (key) => getTableConfig(key.reference().foreignTable).name,
      );
      if (references.some((reference) => owned.has(reference))) {
        owned.add(name);
        grew = true;
      }
    }
  }
  return [...owned].sort();
}

/** A `select count(*)::int as count …` on either driver (both answer `{ rows }`). */
async function countOf(app: App, query: SQL): Promise<number> {
  const result = (await app.database.db.execute(query)) as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

export async function countRows(app: App, table: string): Promise<number> {
  return countOf(app, sql`select count(*)::int as count from ${sql.identifier(table)}`);
}

/** Rows of any table whose text (every column) contains the needle: an id, an address. */
export async function rowsMentioning(app: App, table: string, needle: string): Promise<number> {
  return countOf(
    app,
    sql`select count(*)::int as count from ${sql.identifier(table)} t where position(${needle} in t::text) > 0`,
  );
}

/**
 * An account with a row in every table a customer fills: a clip used by an entry and as the avatar,
 * settings, a conversation with a message, a handoff, a password reset token, and a session.
 */
export async function seededCustomer(app: App) {
  const account = await customer(app);
  const uploaded = await app.inject({
    method: "POST",
    url: apiPaths.widgetMedia,
    headers: { ...account.headers, "content-type": "video/mp4" },
    payload: clipBytes("answer-clip.mp4"),
  });
  if (uploaded.statusCode !== 202) throw new Error(`upload answered ${uploaded.statusCode}`);
  const clip = uploaded.json() as { id: string };
  // Processed, so the account holds every kind of byte a clip has: the MP4 and its poster.
  await processed(app, account.headers, clip.id);
  const entry = await account.addEntry({
    title: "Opening hours",
    questions: ["When are you open?"],
    answer: "From nine to five, Monday to Friday.",
    mediaId: clip.id,
  });
  await account.allow([CUSTOMER_SITE], { avatarMediaId: clip.id, retentionDays: 180 });
  const asked = await frameCall(app, apiPaths.widgetAsk, {
    payload: { key: account.widgetKey, question: "When are you open?", language: "en" },
  });
  const { conversationId } = asked.json() as { conversationId: string };
  const handoff = await frameCall(app, apiPaths.widgetVisitorHandoff, {
    payload: {
      key: account.widgetKey,
      email: "visitor@example.org",
      question: "Do you deliver on Sundays?",
      conversationId,
    },
  });
  if (handoff.statusCode !== 201) throw new Error(`handoff answered ${handoff.statusCode}`);
  // A live chat with the team: the agent's availability, the chat's rows, the agent on them.
  await account.send("PUT", apiPaths.liveAvailability, { status: "online" });
  const requested = await frameCall(app, apiPaths.liveRequest, {
    payload: { key: account.widgetKey, language: "en", conversationId },
    visitorToken: await visitorTokenFor(app, account.widgetKey),
  });
  if (requested.statusCode !== 200) throw new Error(`asking for a person answered ${requested.statusCode}`);
  await account.send("POST", fillPath(apiPaths.liveClaim, { id: conversationId }));
  const answered = await account.send("POST", fillPath(apiPaths.liveAgentMessages, { id: conversationId }), {
    body: "We open at nine on weekdays.",
  });
  if (answered.statusCode !== 201) throw new Error(`the agent's answer answered ${answered.statusCode}`);
  await call(app, apiPaths.recovery, { payload: { email: account.email } });
  // A paid plan, its change for the admin inbox, and a month's generated minutes.
  const plan = await account.send("PUT", apiPaths.plan, { plan: "pro", billingPeriod: "monthly" });
  if (plan.statusCode !== 200) throw new Error(`plan answered ${plan.statusCode}`);
  await recordGeneratedSeconds(app.database.db, account.id, 42);
  // A team: a teammate who joined (their own account stays when this one goes) and an open invitation.
  const memberId = await joinedTeammate(app, account);
  await account.send("POST", apiPaths.teamInvitations, { email: `${crypto.randomUUID()}@team.example` });
  return { ...account, clipId: clip.id, entryId: entry.id, conversationId, memberId };
}

async function joinedTeammate(app: App, owner: { send: Customer["send"] }): Promise<string> {
  const email = `${crypto.randomUUID()}@team.example`;
  const invited = await owner.send("POST", apiPaths.teamInvitations, { email });
  if (invited.statusCode !== 201) throw new Error(`the invitation answered ${invited.statusCode}`);
  const [mail] = await mailsTo(app, "team-invitation", email);
  const token = mail?.text.match(/\?invitation=(\S+)$/m)?.[1];
  if (!token) throw new Error("no invitation mailed");
  const joined = await call(app, apiPaths.teamJoin, {
    payload: { token: decodeURIComponent(token), fullName: "Tess Mate", password: "Teammate#2026" },
  });
  if (joined.statusCode !== 201) throw new Error(`joining answered ${joined.statusCode}`);
  return (joined.json() as { id: string }).id;
}
