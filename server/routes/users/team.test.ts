import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { unzipSync } from "fflate";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { Profile, Registered } from "#contracts/auth.ts";
import { LiveConversation, LiveInbox, LiveRequestResult, liveMessages } from "#contracts/live-chat.ts";
import { privacyMessages } from "#contracts/privacy.ts";
import { TEAM_LIMITS, TeamView, teamMessages } from "#contracts/team.ts";
import type { AskResult } from "#contracts/widget/index.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { teamInvitations, teamMembers, users } from "#server/db/schema.ts";
import { call, freshAddress, mailsTo } from "#server/test/accounts.ts";
import { baseUrlOf, openStream } from "#server/test/live.ts";
import { buildTestApp } from "#server/test/test-app.ts";
import { customer, frameCall, visitorTokenFor } from "#server/test/widget.ts";

/**
 * Team seats (decision 0053) through the API on this run's database (PGlite, and PostgreSQL in
 * npm test's second pass): invitations mailed as single-use links, a teammate answering the
 * owner's chats and nothing else, removal taking effect at the next call, across accounts.
 */
const PUBLIC_URL = "https://avatalk.example";
let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  // Streams are read over real HTTP: app.inject cannot read a response that never ends.
  await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
});

type Customer = Awaited<ReturnType<typeof customer>>;
const PASSWORD = "Teammate#2026";

async function shop(): Promise<Customer> {
  const owner = await customer(app);
  await owner.allow(["https://shop.example.com"]);
  await owner.addEntry({ title: "Shipping times", questions: ["How long does shipping take?"] });
  return owner;
}

async function invite(owner: Customer, email: string) {
  return owner.send("POST", apiPaths.teamInvitations, { email });
}

/** The token of the newest invitation link mailed to an address. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await mailsTo(app, "team-invitation", email);
  const link = mail?.text.match(/^https:\/\/avatalk\.example\/sign_up\?invitation=(\S+)$/m);
  if (!link?.[1]) throw new Error(`no invitation mailed to ${email}`);
  return decodeURIComponent(link[1]);
}

const join = (token: string, fullName = "Tess Mate") =>
  call(app, apiPaths.teamJoin, { payload: { token, fullName, password: PASSWORD } });

/** An invited teammate who joined: their calls carry their own access token. */
async function teammateOf(owner: Customer, fullName = "Tess Mate") {
  const email = `${crypto.randomUUID()}@team.example`;
  expect((await invite(owner, email)).statusCode).toBe(201);
  const joined = await join(await invitationToken(email), fullName);
  expect(joined.statusCode, joined.body).toBe(201);
  const { id, accessToken } = Registered.parse(joined.json());
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    id,
    email,
    headers,
    send(method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) {
      return app.inject({
        method,
        url,
        remoteAddress: freshAddress(),
        headers: payload === undefined ? headers : { ...headers, "content-type": "application/json" },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
    },
  };
}

/** A visitor of the owner's site who asks for a person: the waiting conversation's id. */
async function waitingVisitor(owner: Customer): Promise<string> {
  const token = await visitorTokenFor(app, owner.widgetKey);
  if (!token) throw new Error("the configuration was refused");
  const post = (url: string, payload: Record<string, unknown>) =>
    frameCall(app, url, { payload: { key: owner.widgetKey, ...payload }, visitorToken: token });
  const asked = (
    await post(apiPaths.widgetAsk, { question: "Can I pay by invoice?", language: "en" })
  ).json() as AskResult;
  const requested = await post(apiPaths.liveRequest, {
    language: "en",
    conversationId: asked.conversationId,
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const result = LiveRequestResult.parse(requested.json());
  expect(result.status).toBe("waiting");
  return asked.conversationId;
}

describe("inviting a teammate", () => {
  it("mails a single-use link to {PUBLIC_URL}/sign_up, stores only its hash, and lists the invitation", async () => {
    const owner = await shop();
    const email = `${crypto.randomUUID()}@team.example`;
    const response = await invite(owner, `  ${email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(201);
    const token = await invitationToken(email);
    const [mail] = await mailsTo(app, "team-invitation", email);
    expect(mail?.subject).toContain("invites you to answer chats on Avatalk");
    const [stored] = await app.database.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.email, email));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);
    const days = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(TEAM_LIMITS.invitationDays);

    const team = TeamView.parse((await owner.send("GET", apiPaths.team)).json());
    expect(team.invitations.map((invitation) => invitation.email)).toEqual([email]);
    expect(team.members).toEqual([]);
    expect(JSON.stringify(team)).not.toContain(stored?.tokenHash);
  });

  it("refuses the owner's own address, a second invitation of one address, a bad address and a full team", async () => {
    const owner = await shop();
    expect((await invite(owner, owner.email)).json()).toEqual({ message: teamMessages.ownAddress });
    const email = `${crypto.randomUUID()}@team.example`;
    expect((await invite(owner, email)).statusCode).toBe(201);
    const again = await invite(owner, email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: teamMessages.alreadyInvited });
    const bad = await invite(owner, "not an address");
    expect(bad.statusCode).toBe(400);
    for (let seat = 1; seat < TEAM_LIMITS.seatsPerAccount; seat += 1) {
      expect((await invite(owner, `${crypto.randomUUID()}@team.example`)).statusCode).toBe(201);
    }
    const full = await invite(owner, `${crypto.randomUUID()}@team.example`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: teamMessages.seatsFull });
  });

  it("limits the invitations an account sends in an hour, revoked ones included", async () => {
    const owner = await shop();
    let sent = 0;
    while (sent < TEAM_LIMITS.invitationsPerHour) {
      const response = await invite(owner, `${crypto.randomUUID()}@team.example`);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json() as { id: string };
      expect((await owner.send("DELETE", fillPath(apiPaths.teamInvitation, { id }))).statusCode).toBe(204);
      sent += 1;
    }
    const limited = await invite(owner, `${crypto.randomUUID()}@team.example`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: teamMessages.tooManyInvitations });
  });
});

describe("joining through the link", () => {
  it("makes a verified agent account of the owner's team, signed in, and the link works once", async () => {
    const owner = await shop();
    const email = `${crypto.randomUUID()}@team.example`;
    await invite(owner, email);
    const token = await invitationToken(email);
    const joined = await join(token);
    expect(joined.statusCode, joined.body).toBe(201);
    const cookies = Object.fromEntries(joined.cookies.map((cookie) => [cookie.name, cookie.value]));
    const me = Profile.parse((await call(app, apiPaths.me, { method: "GET", cookies })).json());
    expect(me).toMatchObject({ email, fullName: "Tess Mate", emailVerified: true, teamRole: "agent" });
    const ownerProfile = Profile.parse((await owner.send("GET", apiPaths.me)).json());
    expect(ownerProfile.teamRole).toBe("owner");
    expect(me.teamOf).toBe(ownerProfile.fullName);

    const again = await join(token, "Someone Else");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: teamMessages.invitationInvalid });
    const team = TeamView.parse((await owner.send("GET", apiPaths.team)).json());
    expect(team.members.map((member) => member.email)).toEqual([email]);
    expect(team.invitations).toEqual([]);
  });

  it("refuses an unknown, revoked or expired link alike, and a taken address leaves the link unused", async () => {
    const owner = await shop();
    const refused = { message: teamMessages.invitationInvalid };
    expect((await join("x".repeat(43))).json()).toEqual(refused);

    const revokedAddress = `${crypto.randomUUID()}@team.example`;
    const { id } = (await invite(owner, revokedAddress)).json() as { id: string };
    const revokedToken = await invitationToken(revokedAddress);
    expect((await owner.send("DELETE", fillPath(apiPaths.teamInvitation, { id }))).statusCode).toBe(204);
    const revoked = await join(revokedToken);
    expect(revoked.statusCode).toBe(400);
    expect(revoked.json()).toEqual(refused);

    const lateAddress = `${crypto.randomUUID()}@team.example`;
    await invite(owner, lateAddress);
    const lateToken = await invitationToken(lateAddress);
    vi.useFakeTimers({
      toFake: ["Date"],
      now: Date.now() + (TEAM_LIMITS.invitationDays * 24 + 1) * 3_600_000,
    });
    const late = await join(lateToken);
    vi.useRealTimers();
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(refused);

    // Somebody signed up with the invited address meanwhile: nothing is written, the link stays.
    const other = await customer(app);
    await invite(owner, other.email);
    const takenToken = await invitationToken(other.email);
    const taken = await join(takenToken);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: teamMessages.invitationTaken });
    const [row] = await app.database.db
      .select({ usedAt: teamInvitations.usedAt })
      .from(teamInvitations)
      .where(eq(teamInvitations.email, other.email));
    expect(row?.usedAt).toBeNull();
  });
});

describe("what a teammate may do", () => {
  it("answers the owner's chats under their own name, and is refused the owner's data and settings", async () => {
    const owner = await shop();
    const mate = await teammateOf(owner, "Tess Mate");
    expect((await mate.send("PUT", apiPaths.liveAvailability, { status: "online" })).statusCode).toBe(200);
    // The owner is away: the teammate being online is what lets the visitor wait for a person.
    const conversationId = await waitingVisitor(owner);
    const inbox = LiveInbox.parse((await mate.send("GET", apiPaths.liveInbox)).json());
    expect(inbox.conversations.map((conversation) => conversation.id)).toEqual([conversationId]);
    const claimed = await mate.send("POST", fillPath(apiPaths.liveClaim, { id: conversationId }));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(LiveConversation.parse(claimed.json()).agentName).toBe("Tess Mate");
    const answered = await mate.send("POST", fillPath(apiPaths.liveAgentMessages, { id: conversationId }), {
      body: "Yes, we send an invoice.",
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const seen = LiveConversation.parse(
      (await owner.send("GET", fillPath(apiPaths.liveConversation, { id: conversationId }))).json(),
    );
    expect(seen.events.at(-1)).toMatchObject({
      kind: "agent",
      agentName: "Tess Mate",
      body: "Yes, we send an invoice.",
    });

    for (const [method, url] of [
      ["GET", apiPaths.widgetEntries],
      ["GET", apiPaths.widgetSettings],
      ["GET", apiPaths.widgetConversations],
      ["GET", apiPaths.dataExport],
      ["GET", apiPaths.team],
      ["POST", apiPaths.widgetKey],
    ] as const) {
      const refused = await mate.send(method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({ message: teamMessages.ownerOnly });
    }
    const invited = await mate.send("POST", apiPaths.teamInvitations, { email: "friend@team.example" });
    expect(invited.statusCode).toBe(403);
    const deletion = await mate.send("POST", apiPaths.deleteAccount, { password: PASSWORD });
    expect(deletion.statusCode).toBe(403);
    expect(deletion.json()).toEqual({ message: teamMessages.leaveTeamFirst });
  });

  it("never sees nor claims another account's conversations", async () => {
    const ownerA = await shop();
    const ownerB = await shop();
    const mateA = await teammateOf(ownerA);
    await mateA.send("PUT", apiPaths.liveAvailability, { status: "online" });
    await ownerB.send("PUT", apiPaths.liveAvailability, { status: "online" });
    const ofA = await waitingVisitor(ownerA);
    const ofB = await waitingVisitor(ownerB);

    const inbox = LiveInbox.parse((await mateA.send("GET", apiPaths.liveInbox)).json());
    expect(inbox.conversations.map((conversation) => conversation.id)).toEqual([ofA]);
    for (const url of [apiPaths.liveConversation, apiPaths.liveClaim, apiPaths.liveClose]) {
      const method = url === apiPaths.liveConversation ? "GET" : "POST";
      const response = await mateA.send(method, fillPath(url, { id: ofB }));
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: liveMessages.conversationNotFound });
    }
    const message = await mateA.send("POST", fillPath(apiPaths.liveAgentMessages, { id: ofB }), {
      body: "Hi",
    });
    expect(message.statusCode).toBe(404);
    const stillWaiting = LiveInbox.parse((await ownerB.send("GET", apiPaths.liveInbox)).json());
    expect(stillWaiting.conversations.find((conversation) => conversation.id === ofB)?.state).toBe("waiting");
    // And the owner of B, a teammate of nobody, does not see A's.
    expect(stillWaiting.conversations.map((conversation) => conversation.id)).not.toContain(ofA);
  });

  it("removing a teammate ends their access at their next call and hands their chats back", async () => {
    const owner = await shop();
    const mate = await teammateOf(owner);
    await mate.send("PUT", apiPaths.liveAvailability, { status: "online" });
    const conversationId = await waitingVisitor(owner);
    expect((await mate.send("POST", fillPath(apiPaths.liveClaim, { id: conversationId }))).statusCode).toBe(
      200,
    );

    const removed = await owner.send("DELETE", fillPath(apiPaths.teamMember, { id: mate.id }));
    expect(removed.statusCode, removed.body).toBe(204);
    const next = await mate.send("GET", apiPaths.liveInbox);
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({ message: teamMessages.removed });
    const answer = await mate.send("POST", fillPath(apiPaths.liveAgentMessages, { id: conversationId }), {
      body: "Still here?",
    });
    expect(answer.statusCode).toBe(403);
    const me = Profile.parse((await mate.send("GET", apiPaths.me)).json());
    expect(me.teamRole).toBe("removed");

    const inbox = LiveInbox.parse((await owner.send("GET", apiPaths.liveInbox)).json());
    expect(inbox.conversations.find((conversation) => conversation.id === conversationId)?.state).toBe(
      "waiting",
    );
    expect(TeamView.parse((await owner.send("GET", apiPaths.team)).json()).members).toEqual([]);
    const unknown = await owner.send("DELETE", fillPath(apiPaths.teamMember, { id: mate.id }));
    expect(unknown.statusCode).toBe(404);
    // Another owner cannot remove somebody else's teammate.
    const stranger = await shop();
    const other = await teammateOf(owner);
    expect((await stranger.send("DELETE", fillPath(apiPaths.teamMember, { id: other.id }))).statusCode).toBe(
      404,
    );
    expect((await other.send("GET", apiPaths.liveInbox)).statusCode).toBe(200);
  });
});

describe("a removed teammate's open inbox", () => {
  it("ends at once: the stream closes and cannot be opened again", async () => {
    const owner = await shop();
    const mate = await teammateOf(owner);
    await mate.send("PUT", apiPaths.liveAvailability, { status: "online" });
    const stream = await openStream(`${baseUrlOf(app)}${apiPaths.liveAgentEvents}`, mate.headers);
    onTestFinished(() => stream.close());
    expect(stream.status).toBe(200);
    const conversationId = await waitingVisitor(owner);
    await stream.next((event) => event.conversationId === conversationId && event.kind === "waiting");

    expect((await owner.send("DELETE", fillPath(apiPaths.teamMember, { id: mate.id }))).statusCode).toBe(204);
    await stream.ended;
    const reopened = await fetch(`${baseUrlOf(app)}${apiPaths.liveAgentEvents}`, { headers: mate.headers });
    expect(reopened.status).toBe(403);
    expect(await reopened.json()).toEqual({ message: teamMessages.removed });
  });
});

describe("the team in the account's privacy", () => {
  it("the export holds the team without tokens; the deletion ends memberships and keeps the members' accounts", async () => {
    const owner = await shop();
    const mate = await teammateOf(owner);
    const pending = `${crypto.randomUUID()}@team.example`;
    await invite(owner, pending);

    expect((await owner.send("POST", apiPaths.dataExport)).statusCode).toBe(202);
    await app.dataExports.runOnce();
    const link = await owner.send("POST", apiPaths.dataExportLink);
    const url = (link.json() as { url: string }).url;
    const archive = await app.inject({ method: "GET", url, remoteAddress: freshAddress() });
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload));
    const team = JSON.parse(new TextDecoder().decode(files["team.json"]));
    expect(team.members).toEqual([expect.objectContaining({ id: mate.id, email: mate.email })]);
    expect(team.invitations.map((invitation: { email: string }) => invitation.email).sort()).toEqual(
      [mate.email, pending].sort(),
    );
    const hashes = await app.database.db
      .select({ hash: teamInvitations.tokenHash })
      .from(teamInvitations)
      .where(eq(teamInvitations.accountId, owner.id));
    const text = new TextDecoder().decode(files["team.json"]);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    expect(text).not.toContain("token");

    const deleted = await owner.send("POST", apiPaths.deleteAccount, { password: owner.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: privacyMessages.accountDeleted });
    expect(
      await app.database.db.select().from(teamInvitations).where(eq(teamInvitations.accountId, owner.id)),
    ).toEqual([]);
    const [membership] = await app.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.memberId, mate.id));
    expect(membership?.accountId).toBeNull();
    expect(await app.database.db.$count(users, eq(users.id, mate.id))).toBe(1);
    const after = await mate.send("GET", apiPaths.liveInbox);
    expect(after.statusCode).toBe(403);
    // A teammate without a team deletes their own account like anyone.
    const own = await mate.send("POST", apiPaths.deleteAccount, { password: PASSWORD });
    expect(own.statusCode, own.body).toBe(200);
    expect(await app.database.db.$count(users, eq(users.id, mate.id))).toBe(0);
  });
});
