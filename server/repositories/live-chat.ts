import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import {
  LIVE_LIMITS,
  type LiveAvailability,
  type LiveConversation,
  type LiveEvent,
  type LiveMessageKind,
  type LiveState,
  type LiveSummary,
} from "#contracts/live-chat.ts";
import type { WidgetLanguage } from "#contracts/widget/index.ts";
import type { Database, Transaction } from "#server/db/client.ts";
import {
  liveAgents,
  liveMessages,
  widgetConversations,
  widgetEntries,
  widgetMessages,
} from "#server/db/schema.ts";

type LiveRow = typeof liveMessages.$inferSelect;

export function liveEventOf(row: LiveRow): LiveEvent {
  return {
    id: row.id,
    conversationId: row.conversationId,
    kind: row.kind,
    body: row.body,
    agentName: row.agentName,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Rows of one account are inserted one transaction at a time: a sequence hands out ids in the order
 * transactions ask, not the order they commit, and a stream that read id 11 before 10 committed
 * would skip 10 for good. Held until the transaction ends.
 */
async function lockAccount(tx: Transaction, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`live:${accountId}`}, 0))`);
}

async function appendRow(
  tx: Transaction,
  row: {
    accountId: string;
    conversationId: string;
    kind: LiveMessageKind;
    agentId?: string | null;
    agentName?: string | null;
    body?: string | null;
  },
): Promise<LiveRow> {
  const [inserted] = await tx
    .insert(liveMessages)
    .values({
      conversationId: row.conversationId,
      userId: row.accountId,
      kind: row.kind,
      agentId: row.agentId ?? null,
      agentName: row.agentName ?? null,
      body: row.body ?? null,
    })
    .returning();
  if (!inserted) throw new Error("insert into live_messages returned no row");
  await tx
    .update(widgetConversations)
    .set({ liveAt: inserted.createdAt })
    .where(eq(widgetConversations.id, row.conversationId));
  return inserted;
}

type ConversationState = { state: LiveState | null; agentId: string | null };

async function stateOf(
  db: Database | Transaction,
  accountId: string,
  conversationId: string,
): Promise<ConversationState | undefined> {
  const [row] = await db
    .select({ state: widgetConversations.liveState, agentId: widgetConversations.liveAgentId })
    .from(widgetConversations)
    .where(and(eq(widgetConversations.id, conversationId), eq(widgetConversations.userId, accountId)));
  return row;
}

/** Why a live call is refused: the conversation is not the account's, or its state does not allow it. */
export type Refusal = "not-found" | "not-live" | "closed" | "claimed-by-other" | "not-claimed";

export type Outcome<T> = { ok: true; value: T } | { ok: false; reason: Refusal };

type Agent = { id: string; name: string };

/** A row's agent columns: who wrote it, named as they were when they did. */
const writtenBy = (agent: Agent) => ({ agentId: agent.id, agentName: agent.name });

/** Runs `work` in a transaction that holds the account's lock (see lockAccount). */
function underAccountLock<T>(
  db: Database,
  accountId: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    return work(tx);
  });
}

/**
 * Moves the account's conversation to another live state if its state is one of `from` (null: never
 * live). One conditional UPDATE decides: of two calls at once, only the first finds the state it
 * moves from. Returns whether this call moved it.
 */
async function moveState(
  tx: Transaction,
  accountId: string,
  conversationId: string,
  from: readonly (LiveState | null)[],
  to: { liveState: LiveState; liveAgentId?: string | null },
): Promise<boolean> {
  const state = widgetConversations.liveState;
  const live = from.filter((each): each is LiveState => each !== null);
  const matches = from.includes(null) ? or(isNull(state), inArray(state, live)) : inArray(state, live);
  const moved = await tx
    .update(widgetConversations)
    .set(to)
    .where(
      and(eq(widgetConversations.id, conversationId), eq(widgetConversations.userId, accountId), matches),
    )
    .returning({ id: widgetConversations.id });
  return moved.length > 0;
}

/**
 * Moves the conversation (moveState) and adds the row that tells the streams, written by `agent`
 * when an agent moved it. When its state was not one to move from, `unmoved` says what that state
 * means to the caller.
 */
function transition(
  db: Database,
  accountId: string,
  conversationId: string,
  move: {
    from: readonly (LiveState | null)[];
    to: { liveState: LiveState; liveAgentId?: string | null };
    agent?: Agent;
  },
  unmoved: (current: ConversationState) => Outcome<undefined>,
): Promise<Outcome<LiveRow | undefined>> {
  return underAccountLock(db, accountId, async (tx) => {
    if (await moveState(tx, accountId, conversationId, move.from, move.to)) {
      const kind = move.to.liveState;
      const by = move.agent ? writtenBy(move.agent) : {};
      return { ok: true, value: await appendRow(tx, { accountId, conversationId, kind, ...by }) };
    }
    const current = await stateOf(tx, accountId, conversationId);
    return current ? unmoved(current) : { ok: false, reason: "not-found" };
  });
}

const unchanged: Outcome<undefined> = { ok: true, value: undefined };

/**
 * The visitor asks for a person: a conversation with only the assistant so far, or a closed one,
 * waits again. Asking twice changes nothing. Returns the "waiting" row when one was added.
 */
export function requestPerson(
  db: Database,
  accountId: string,
  conversationId: string,
): Promise<Outcome<LiveRow | undefined>> {
  const move = { from: [null, "closed"], to: { liveState: "waiting", liveAgentId: null } } as const;
  return transition(db, accountId, conversationId, move, () => unchanged);
}

/**
 * An agent takes a waiting conversation. Of two agents claiming at once, the second finds it no
 * longer waiting. Claiming one's own conversation again is no change.
 */
export function claimConversation(
  db: Database,
  accountId: string,
  conversationId: string,
  agent: Agent,
): Promise<Outcome<LiveRow | undefined>> {
  const move = { from: ["waiting"], to: { liveState: "claimed", liveAgentId: agent.id }, agent } as const;
  return transition(db, accountId, conversationId, move, (current) => {
    if (current.state === "claimed" && current.agentId === agent.id) return unchanged;
    if (current.state === "claimed") return { ok: false, reason: "claimed-by-other" };
    return { ok: false, reason: current.state === "closed" ? "closed" : "not-live" };
  });
}

/**
 * Adds a message to the account's conversation, under the account's lock, if `refusal` finds no
 * reason against it in the conversation's live state.
 */
function addMessage(
  db: Database,
  row: { accountId: string; conversationId: string; kind: "visitor" | "agent"; body: string; agent?: Agent },
  refusal: (current: ConversationState) => Refusal | undefined,
): Promise<Outcome<LiveRow>> {
  const { accountId, conversationId, agent, ...message } = row;
  return underAccountLock(db, accountId, async (tx) => {
    const current = await stateOf(tx, accountId, conversationId);
    const reason = current ? refusal(current) : "not-found";
    if (reason) return { ok: false, reason };
    const by = agent ? writtenBy(agent) : {};
    return { ok: true, value: await appendRow(tx, { accountId, conversationId, ...message, ...by }) };
  });
}

/** A message of the visitor, while the conversation waits for or is with a person. */
export function addVisitorMessage(
  db: Database,
  accountId: string,
  conversationId: string,
  body: string,
): Promise<Outcome<LiveRow>> {
  return addMessage(db, { accountId, conversationId, kind: "visitor", body }, (current) => {
    if (current.state === null) return "not-live";
    return current.state === "closed" ? "closed" : undefined;
  });
}

/** A message of the agent who claimed the conversation; nobody else answers it. */
export function addAgentMessage(
  db: Database,
  accountId: string,
  conversationId: string,
  agent: Agent,
  body: string,
): Promise<Outcome<LiveRow>> {
  return addMessage(db, { accountId, conversationId, kind: "agent", body, agent }, (current) => {
    if (current.state === "closed") return "closed";
    if (current.state !== "claimed") return current.state ? "not-claimed" : "not-live";
    return current.agentId === agent.id ? undefined : "claimed-by-other";
  });
}

/** Any agent of the account closes a waiting or claimed conversation; closing it again is no change. */
export function closeConversation(
  db: Database,
  accountId: string,
  conversationId: string,
  agent: Agent,
): Promise<Outcome<LiveRow | undefined>> {
  const move = { from: ["waiting", "claimed"], to: { liveState: "closed" }, agent } as const;
  return transition(db, accountId, conversationId, move, (current) =>
    current.state === "closed" ? unchanged : { ok: false, reason: "not-live" },
  );
}

/** The conversation's live state, for the visitor's calls that need it to be of this account. */
export async function liveStateOf(db: Database, accountId: string, conversationId: string) {
  return stateOf(db, accountId, conversationId);
}

/** Where the conversation's current request for a person starts: the row before its last "waiting". */
export async function currentRequestStart(db: Database, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${liveMessages.id})` })
    .from(liveMessages)
    .where(and(eq(liveMessages.conversationId, conversationId), eq(liveMessages.kind, "waiting")));
  return Math.max(0, Number(row?.id ?? 1) - 1);
}

/** The rows `scope` picks after an id, oldest first, a page at a time: what a stream sends next. */
function rowsAfter(db: Database, scope: SQL, after: number): Promise<LiveRow[]> {
  return db
    .select()
    .from(liveMessages)
    .where(and(scope, gt(liveMessages.id, after)))
    .orderBy(asc(liveMessages.id))
    .limit(LIVE_LIMITS.pageSize);
}

/** A conversation's rows after an id: the visitor's stream. */
export function conversationEventsAfter(db: Database, conversationId: string, after: number) {
  return rowsAfter(db, eq(liveMessages.conversationId, conversationId), after);
}

/** An account's rows after an id: the agents' stream. */
export function accountEventsAfter(db: Database, accountId: string, after: number) {
  return rowsAfter(db, eq(liveMessages.userId, accountId), after);
}

/** The account's latest row id: where an inbox that has just been listed starts its stream. */
export async function latestAccountEventId(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${liveMessages.id})` })
    .from(liveMessages)
    .where(eq(liveMessages.userId, accountId));
  return Number(row?.id ?? 0);
}

// Written out with their tables' names: drizzle leaves a lone table's columns unqualified, and
// inside a subquery "id" would then be the inner table's.
const agentName = sql<
  string | null
>`(select u.full_name from users u where u.id = "widget_conversations"."live_agent_id")`;
const lastMessage = sql<string | null>`(select m.body from live_messages m
  where m.conversation_id = "widget_conversations"."id" and m.body is not null
  order by m.id desc limit 1)`;

type SummaryRow = {
  id: string;
  state: LiveState | null;
  language: WidgetLanguage;
  liveAt: Date | null;
  agentName: string | null;
  lastMessage: string | null;
};

function summaryOf(row: SummaryRow): LiveSummary {
  return {
    id: row.id,
    state: row.state ?? "waiting",
    language: row.language,
    liveAt: (row.liveAt ?? new Date(0)).toISOString(),
    agentName: row.agentName,
    lastMessage: row.lastMessage,
  };
}

const summaryColumns = {
  id: widgetConversations.id,
  state: widgetConversations.liveState,
  language: widgetConversations.language,
  liveAt: widgetConversations.liveAt,
  agentName,
  lastMessage,
};

/** The inbox: the account's open live conversations (waiting or with an agent), newest first. */
export async function openConversations(
  db: Database,
  accountId: string,
  limit = 100,
): Promise<LiveSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(widgetConversations)
    .where(
      and(
        eq(widgetConversations.userId, accountId),
        isNotNull(widgetConversations.liveState),
        inArray(widgetConversations.liveState, ["waiting", "claimed"]),
      ),
    )
    .orderBy(desc(widgetConversations.liveAt))
    .limit(limit);
  return rows.map(summaryOf);
}

/** One conversation of the account as an agent opens it: what the assistant said, then the live part. */
export async function liveConversation(
  db: Database,
  accountId: string,
  conversationId: string,
): Promise<LiveConversation | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(widgetConversations)
    .where(and(eq(widgetConversations.id, conversationId), eq(widgetConversations.userId, accountId)));
  if (!row) return undefined;
  const transcript = await db
    .select({
      question: widgetMessages.question,
      answered: widgetMessages.answered,
      entryTitle: widgetEntries.title,
      hadClip: sql<boolean>`${widgetEntries.mediaId} is not null`,
      createdAt: widgetMessages.createdAt,
    })
    .from(widgetMessages)
    .leftJoin(widgetEntries, eq(widgetEntries.id, widgetMessages.entryId))
    .where(eq(widgetMessages.conversationId, conversationId))
    .orderBy(asc(widgetMessages.createdAt));
  const events = await db
    .select()
    .from(liveMessages)
    .where(eq(liveMessages.conversationId, conversationId))
    .orderBy(asc(liveMessages.id));
  return {
    ...summaryOf(row),
    transcript: transcript.map((message) => ({
      question: message.question,
      answered: message.answered,
      entryTitle: message.entryTitle,
      hadClip: Boolean(message.hadClip),
      createdAt: message.createdAt.toISOString(),
    })),
    events: events.map(liveEventOf),
  };
}

export async function setAvailability(
  db: Database,
  agentId: string,
  status: LiveAvailability,
): Promise<void> {
  await db
    .insert(liveAgents)
    .values({ userId: agentId, status, seenAt: new Date() })
    .onConflictDoUpdate({ target: liveAgents.userId, set: { status, seenAt: new Date() } });
}

export async function availabilityOf(db: Database, agentId: string): Promise<LiveAvailability> {
  const [row] = await db
    .select({ status: liveAgents.status })
    .from(liveAgents)
    .where(eq(liveAgents.userId, agentId));
  return row?.status ?? "away";
}

/** Renews the presence of agents whose inbox is open in this process. */
export async function touchAgents(db: Database, agentIds: string[]): Promise<void> {
  if (agentIds.length === 0) return;
  await db.update(liveAgents).set({ seenAt: new Date() }).where(inArray(liveAgents.userId, agentIds));
}

/** Whether an agent of the account is online and was seen lately: then the widget offers a person. */
export async function agentOnline(db: Database, accountAgentIds: string[]): Promise<boolean> {
  if (accountAgentIds.length === 0) return false;
  const since = new Date(Date.now() - LIVE_LIMITS.agentSeenWithinMs);
  const count = await db.$count(
    liveAgents,
    and(
      inArray(liveAgents.userId, accountAgentIds),
      eq(liveAgents.status, "online"),
      gt(liveAgents.seenAt, since),
    ),
  );
  return count > 0;
}

/** A NOTIFY through the app's pool: how a replica tells the others' LISTEN connections. */
export async function notifyChannel(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * A member leaves the team (decision 0053): the conversations they had taken wait for another
 * agent again, each with a "waiting" row the streams send. Inside the caller's transaction.
 */
export async function releaseClaimsOf(
  tx: Transaction,
  accountId: string,
  agentId: string,
): Promise<{ conversationId: string; id: number }[]> {
  await lockAccount(tx, accountId);
  const released = await tx
    .update(widgetConversations)
    .set({ liveState: "waiting", liveAgentId: null })
    .where(
      and(
        eq(widgetConversations.userId, accountId),
        eq(widgetConversations.liveAgentId, agentId),
        eq(widgetConversations.liveState, "claimed"),
      ),
    )
    .returning({ id: widgetConversations.id });
  const rows = [];
  for (const { id: conversationId } of released) {
    const row = await appendRow(tx, { accountId, conversationId, kind: "waiting" });
    rows.push({ conversationId, id: row.id });
  }
  return rows;
}
