import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { mediaMessages } from "#contracts/media.ts";
import { messages } from "#contracts/messages.ts";
import {
  type AskResult,
  Insights,
  TranscriptList,
  WIDGET_LIMITS,
  widgetMessages,
} from "#contracts/widget/index.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { widgetMedia } from "#server/db/schema.ts";
import { latestMailJobState } from "#server/repositories/mail-jobs.ts";
import { buildTestApp, MAIL_SENDER_WOKEN_ONLY, testConfig } from "#server/test/test-app.ts";
import { CUSTOMER_SITE, customer, frameCall, processed, visitorTokenFor } from "#server/test/widget.ts";
import { shopEntriesDe, visitorQuestionsDe } from "#server/widget/fixtures/shop-de.ts";
import { shopEntriesEn, visitorQuestionsEn } from "#server/widget/fixtures/shop-en.ts";
import { widgetRateLimits } from "./visitor-guard.ts";

const clip = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "../../widget/fixtures", name));

let app: FastifyInstance & { database: DatabaseHandle };
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: Buffer,
  contentType = "video/mp4",
) {
  return app.inject({
    method: "POST",
    url: apiPaths.widgetMedia,
    headers: { ...headers, "content-type": contentType },
    payload: body,
  });
}

describe("customer API", () => {
  it("needs a signed-in account", async () => {
    for (const [method, url] of [
      ["GET", apiPaths.widgetEntries],
      ["GET", apiPaths.widgetSettings],
      ["GET", apiPaths.widgetHandoffs],
      ["POST", apiPaths.widgetMedia],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("creates, lists, updates and deletes entries of the account only", async () => {
    const ada = await customer(app);
    const bob = await customer(app);
    const entry = await ada.addEntry({ title: "Opening hours", questions: ["When are you open?"] });
    expect((await ada.send("GET", apiPaths.widgetEntries)).json().entries).toHaveLength(1);
    expect((await bob.send("GET", apiPaths.widgetEntries)).json().entries).toHaveLength(0);

    const update = { title: "Hours", questions: ["When do you open?"], answer: "9 to 5.", language: "en" };
    expect((await bob.send("PUT", fillPath(apiPaths.widgetEntry, { id: entry.id }), update)).statusCode).toBe(
      404,
    );
    const updated = await ada.send("PUT", fillPath(apiPaths.widgetEntry, { id: entry.id }), update);
    expect(updated.json()).toMatchObject({ title: "Hours", answer: "9 to 5." });

    expect((await bob.send("DELETE", fillPath(apiPaths.widgetEntry, { id: entry.id }))).statusCode).toBe(404);
    expect((await ada.send("DELETE", fillPath(apiPaths.widgetEntry, { id: entry.id }))).statusCode).toBe(204);
    expect((await ada.send("GET", apiPaths.widgetEntries)).json().entries).toHaveLength(0);
  });

  it("refuses bad entries with field errors, never a 500", async () => {
    const ada = await customer(app);
    const cases = [
      { title: "", questions: ["q"], answer: "a", language: "en" },
      { title: "t", questions: [], answer: "a", language: "en" },
      { title: "t", questions: ["q"], answer: "a", language: "xx" },
      { title: "t\u202Eevil", questions: ["q"], answer: "a", language: "en" },
      { title: "t", questions: ["q"], answer: "a".repeat(2001), language: "en" },
      {
        title: "t",
        questions: ["q"],
        answer: "a",
        language: "en",
        mediaId: "00000000-0000-4000-8000-000000000000",
      },
      { title: "t", questions: ["q"], answer: "a", language: "en", extra: 1 },
    ];
    for (const body of cases) {
      const response = await ada.send("POST", apiPaths.widgetEntries, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors).toBeDefined();
    }
  });

  it("accepts allowed domains as origins only, stored in their canonical form", async () => {
    const ada = await customer(app);
    await ada.allow([
      "https://Shop.Example.com",
      "http://localhost:8080",
      "https://shop.example.com/",
      "https://bücher.example",
      "http://[::1]:3000",
      "http://127.0.0.1:8081",
    ]);
    expect((await ada.send("GET", apiPaths.widgetSettings)).json().allowedOrigins).toEqual([
      "https://shop.example.com",
      "http://localhost:8080",
      "https://xn--bcher-kva.example",
      "http://[::1]:3000",
      "http://127.0.0.1:8081",
    ]);
    const settingsWith = (origin: string) => ({
      allowedOrigins: [origin],
      greeting: null,
      suggestedQuestions: [],
      avatarMediaId: null,
      color: "#000000",
      position: "bottom-left",
    });
    for (const bad of [
      "shop.example.com",
      "https://shop.example.com/page",
      "javascript:alert(1)",
      "ftp://x.org",
      "*",
      // Would end a directive of the frame's Content-Security-Policy, where the origins are listed.
      "https://a;b.example",
      "https://a'b.example",
    ]) {
      const response = await ada.send("PUT", apiPaths.widgetSettings, settingsWith(bad));
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fieldErrors["allowedOrigins.0"]).toEqual([widgetMessages.invalidOrigin]);
    }
    // A wildcard would be stored and then never match: the customer is told to list each site.
    const wildcard = await ada.send("PUT", apiPaths.widgetSettings, settingsWith("https://*.example.com"));
    expect(wildcard.statusCode).toBe(400);
    expect(wildcard.json().fieldErrors["allowedOrigins.0"]).toEqual([widgetMessages.wildcardOrigin]);
  });

  it("names the business the customer sets in the panel and its handoff texts, else the account holder", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const config = async () => (await frameCall(app, `${apiPaths.widgetConfig}?key=${ada.widgetKey}`)).json();
    expect((await ada.send("GET", apiPaths.widgetSettings)).json().businessName).toBe("Ada Lovelace");
    expect((await config()).businessName).toBe("Ada Lovelace");

    await ada.allow([CUSTOMER_SITE], { businessName: "  Lutz & Söhne $& Co  " });
    expect((await ada.send("GET", apiPaths.widgetSettings)).json().businessName).toBe("Lutz & Söhne $& Co");
    const named = await config();
    expect(named.businessName).toBe("Lutz & Söhne $& Co");
    expect(named.texts.handoffDone).toBe(
      "Thanks! The Lutz & Söhne $& Co team has your question and will reply by email.",
    );
    // Left out by an older API client: kept. Cleared: the account holder again.
    await ada.allow([CUSTOMER_SITE], { greeting: "Hello" });
    expect((await config()).businessName).toBe("Lutz & Söhne $& Co");
    await ada.allow([CUSTOMER_SITE], { businessName: null });
    expect((await config()).businessName).toBe("Ada Lovelace");

    for (const [bad, message] of [
      ["", messages.form.required("Business name")],
      ["Lutz\nSöhne", messages.form.invalidCharacters("Business name")],
      [
        "x".repeat(WIDGET_LIMITS.businessNameMax + 1),
        messages.form.tooLong("Business name", WIDGET_LIMITS.businessNameMax),
      ],
    ]) {
      const response = await ada.send("PUT", apiPaths.widgetSettings, {
        allowedOrigins: [],
        greeting: null,
        suggestedQuestions: [],
        avatarMediaId: null,
        color: "#000000",
        position: "bottom-left",
        businessName: bad,
      });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().fieldErrors.businessName).toEqual([message]);
    }
  });
});

describe("clips", () => {
  it("refuses an entry with another account's clip, or one that does not exist, and stores nothing", async () => {
    const ada = await customer(app);
    const bob = await customer(app);
    const adaClip = (await upload(app, ada.headers, clip("answer-clip.mp4"))).json().id as string;
    const bobEntry = await bob.addEntry({ title: "Returns", questions: ["Can I return it?"] });
    const entry = { title: "Returns", questions: ["Can I return it?"], answer: "Yes.", language: "en" };
    for (const mediaId of [adaClip, "7d3b6a52-0a4c-4d43-9d55-0d2a7c8f1e90"]) {
      const created = await bob.send("POST", apiPaths.widgetEntries, { ...entry, mediaId });
      expect(created.statusCode).toBe(400);
      expect(created.json().fieldErrors).toEqual({ mediaId: [widgetMessages.mediaNotFound] });
      const updated = await bob.send("PUT", fillPath(apiPaths.widgetEntry, { id: bobEntry.id }), {
        ...entry,
        mediaId,
      });
      expect(updated.statusCode).toBe(400);
    }
    const stored = (await bob.send("GET", apiPaths.widgetEntries)).json().entries;
    expect(stored).toHaveLength(1);
    expect(stored[0].mediaId).toBeNull();
  });

  it("queues an MP4 and a WebM for processing, whatever type they were sent as, and makes both MP4s", {
    timeout: 60_000,
  }, async () => {
    const ada = await customer(app);
    const mp4 = await upload(app, ada.headers, clip("answer-clip.mp4"), "application/octet-stream");
    expect(mp4.statusCode).toBe(202);
    expect(mp4.json()).toMatchObject({ status: "queued", sizeBytes: clip("answer-clip.mp4").length });
    const webm = await upload(app, ada.headers, clip("answer-clip.webm"), "video/mp4");
    expect(webm.statusCode).toBe(202);
    for (const { id } of [mp4.json(), webm.json()] as { id: string }[]) {
      expect(await processed(app, ada.headers, id)).toMatchObject({
        status: "ready",
        contentType: "video/mp4",
      });
    }
  });

  it("clears the account's clips that nothing has used for an hour, and keeps the rest", {
    timeout: 90_000,
  }, async () => {
    const ada = await customer(app);
    const bob = await customer(app);
    const uploaded = async (who: typeof ada) =>
      (await upload(app, who.headers, clip("answer-clip.webm"))).json() as { id: string };
    const unused = await uploaded(ada);
    const inEntry = await uploaded(ada);
    const avatar = await uploaded(ada);
    const fresh = await uploaded(ada);
    const bobs = await uploaded(bob);
    await ada.addEntry({ title: "Returns", mediaId: inEntry.id });
    await ada.allow([CUSTOMER_SITE], { avatarMediaId: avatar.id });
    // Processed first: a processed clip's bytes move to new keys.
    for (const { id } of [unused, inEntry, avatar, fresh]) await processed(app, ada.headers, id);
    await processed(app, bob.headers, bobs.id);
    const keys = await app.database.db.query.widgetMedia.findMany();
    const keyOf = (id: string) => keys.find((row) => row.id === id)?.storageKey as string;
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const { id } of [unused, inEntry, avatar, bobs]) {
      await app.database.db.update(widgetMedia).set({ createdAt: twoHoursAgo }).where(eq(widgetMedia.id, id));
    }

    const next = await uploaded(ada);
    const left = (await ada.send("GET", apiPaths.widgetMedia))
      .json()
      .media.map((media: { id: string }) => media.id);
    expect(left.toSorted()).toEqual([inEntry.id, avatar.id, fresh.id, next.id].toSorted());
    expect(await app.widget.media.size(keyOf(unused.id))).toBeUndefined();
    expect(await app.widget.media.size(keyOf(inEntry.id))).toBeGreaterThan(0);
    // Another account's clips are theirs to clear.
    expect((await bob.send("GET", apiPaths.widgetMedia)).json().media).toHaveLength(1);
  });

  it("refuses an upload beyond the clips an account keeps, with what to do", async () => {
    const ada = await customer(app);
    const first = (await upload(app, ada.headers, clip("answer-clip.webm"))).json() as { id: string };
    const [row] = await app.database.db.select().from(widgetMedia).where(eq(widgetMedia.id, first.id));
    if (!row) throw new Error("the first clip was not stored");
    await app.database.db.insert(widgetMedia).values(
      Array.from({ length: WIDGET_LIMITS.mediaPerAccount - 1 }, (_, index) => ({
        userId: row.userId,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        storageKey: `${row.storageKey}-${index}`,
      })),
    );
    const refused = await upload(app, ada.headers, clip("answer-clip.webm"));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        "Your account keeps at most 1100 clips. Remove clips from entries you no longer need, then try again in an hour.",
    });
  });

  it("refuses a renamed .exe, text and an empty body", async () => {
    const ada = await customer(app);
    const exe = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"),
      Buffer.alloc(4096),
    ]);
    const renamedExe = await upload(app, ada.headers, exe, "video/mp4");
    expect(renamedExe.statusCode).toBe(415);
    expect(renamedExe.json().message).toBe(mediaMessages.notVideo);
    expect(
      (await upload(app, ada.headers, Buffer.from("hello world, not a video at all", "utf8"))).statusCode,
    ).toBe(415);
    expect((await upload(app, ada.headers, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(app, ada.headers, clip("answer-clip.mp4"), "image/png")).statusCode).toBe(415);
    expect((await ada.send("GET", apiPaths.widgetMedia)).json().media).toHaveLength(0);
  });

  it("answers a body of another kind (JSON, a form, text) 415 with what to upload", async () => {
    const ada = await customer(app);
    for (const [body, contentType] of [
      ["{}", "application/json"],
      ['"abc"', "application/json"],
      ["null", "application/json"],
      ["clip=answer.mp4", "application/x-www-form-urlencoded"],
      ["a video", "text/plain; charset=utf-8"],
      [clip("answer-clip.mp4").toString("latin1"), "image/png"],
    ] as const) {
      const response = await upload(app, ada.headers, Buffer.from(body, "latin1"), contentType);
      expect({ contentType, status: response.statusCode, message: response.json().message }).toEqual({
        contentType,
        status: 415,
        message: widgetMessages.mediaUnsupported,
      });
    }
    expect((await ada.send("GET", apiPaths.widgetMedia)).json().media).toHaveLength(0);
  });

  it("refuses a clip announced over 500 MB before reading it", async () => {
    const ada = await customer(app);
    const response = await app.inject({
      method: "POST",
      url: apiPaths.widgetMedia,
      headers: { ...ada.headers, "content-type": "video/mp4", "content-length": String(501 * 1024 * 1024) },
      payload: clip("answer-clip.mp4"),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The clip is larger than 500 MB.");
  });

  it("serves a clip with range requests, so video seeks", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const media = (await upload(app, ada.headers, clip("answer-clip.mp4"))).json() as { id: string };
    const url = `${fillPath(apiPaths.widgetPublicMedia, { id: media.id })}?key=${ada.widgetKey}`;
    expect((await frameCall(app, url)).statusCode).toBe(409);
    await processed(app, ada.headers, media.id);

    const whole = await frameCall(app, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["content-type"]).toBe("video/mp4");
    const bytes = whole.rawPayload;

    const part = await frameCall(app, url, { headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await frameCall(app, url, { headers: { range: "bytes=-10" } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

    const beyond = await frameCall(app, url, { headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${bytes.length}`);
    for (const range of [
      `bytes=${bytes.length}-,${bytes.length + 10}-${bytes.length + 20}`,
      "bytes=200-100",
    ]) {
      const refused = await frameCall(app, url, { headers: { range } });
      expect(refused.statusCode, range).toBe(416);
      expect(refused.headers["content-range"], range).toBe(`bytes */${bytes.length}`);
      expect(ApiError.parse(refused.json())).toEqual({ message: widgetMessages.rangeNotSatisfiable });
    }
    // Two ranges: the whole clip, as players ask for one range at a time.
    const several = await frameCall(app, url, { headers: { range: "bytes=0-9,100-109" } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.equals(bytes)).toBe(true);

    // The <video> in the frame sends no custom header: the frame URL in its Referer names the site.
    const fromVideo = await app.inject({
      method: "GET",
      url,
      headers: {
        "sec-fetch-site": "same-origin",
        referer: `http://localhost:3000/widget/frame?key=${ada.widgetKey}&host=${encodeURIComponent(CUSTOMER_SITE)}`,
        range: "bytes=0-9",
      },
    });
    expect(fromVideo.statusCode).toBe(206);
  });

  it("makes WebVTT captions from the answer text", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const entry = await ada.addEntry({
      title: "Returns",
      answer: "Send it back within 30 days. <b>Free</b>.",
    });
    const response = await frameCall(
      app,
      `${fillPath(apiPaths.widgetCaptions, { id: entry.id })}?key=${ada.widgetKey}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(response.body).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> /);
    expect(response.body).toContain("&lt;b&gt;Free&lt;/b&gt;");
  });
});

describe("keys and allowed domains", () => {
  it("answers the frame only on an allowed site", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE], {
      greeting: "Welcome to the shop!",
      suggestedQuestions: ["Do you ship abroad?"],
    });
    const configUrl = `${apiPaths.widgetConfig}?key=${ada.widgetKey}&lang=de`;
    const allowed = await frameCall(app, configUrl);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({
      greeting: "Welcome to the shop!",
      suggestedQuestions: ["Do you ship abroad?"],
      color: "#0f766e",
      language: "de",
      businessName: "Ada Lovelace",
      avatarUrl: null,
      avatarPosterUrl: null,
    });
    expect(allowed.json().texts.send).toBe("Senden");

    const foreign = await frameCall(app, configUrl, { host: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(widgetMessages.originNotAllowed);
    expect((await frameCall(app, configUrl, { host: "" })).statusCode).toBe(403);
    // A script on another site calling the API itself, or a cross-site request.
    expect(
      (await frameCall(app, configUrl, { headers: { "sec-fetch-site": "cross-site" } })).statusCode,
    ).toBe(403);
    const post = await frameCall(app, apiPaths.widgetAsk, {
      payload: { key: ada.widgetKey, question: "shipping?", language: "en" },
      headers: { origin: "https://evil.example" },
    });
    expect(post.statusCode).toBe(403);

    const unknown = await frameCall(app, `${apiPaths.widgetConfig}?key=wk_doesnotexist123`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(widgetMessages.keyUnknown);
    expect((await frameCall(app, `${apiPaths.widgetConfig}?key=<script>`)).statusCode).toBe(400);
  });

  it("a key without allowed domains works nowhere", async () => {
    const ada = await customer(app);
    const response = await frameCall(app, `${apiPaths.widgetConfig}?key=${ada.widgetKey}`);
    expect(response.statusCode).toBe(403);
  });

  it("tells the loader whether it may show on the calling origin", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE], { position: "bottom-left" });
    const url = `${apiPaths.widgetEmbed}?key=${ada.widgetKey}`;
    const allowed = await app.inject({ url, headers: { origin: CUSTOMER_SITE } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["access-control-allow-origin"]).toBe(CUSTOMER_SITE);
    expect(allowed.json()).toEqual({
      allowed: true,
      color: "#0f766e",
      position: "bottom-left",
      language: "en",
    });
    const foreign = await app.inject({ url, headers: { origin: "https://evil.example" } });
    expect(foreign.json()).toEqual({ allowed: false, reason: "origin-not-allowed" });
    for (const key of ["wk_unknown_key_1", "not a key!", ""]) {
      const unknownKey = await app.inject({
        url: `${apiPaths.widgetEmbed}?key=${encodeURIComponent(key)}`,
        headers: { origin: CUSTOMER_SITE },
      });
      expect(unknownKey.statusCode, key).toBe(200);
      expect(unknownKey.headers["access-control-allow-origin"]).toBe(CUSTOMER_SITE);
      expect(unknownKey.json()).toEqual({ allowed: false, reason: "unknown-key" });
    }
  });

  it("reads a same-origin call (no Origin header) as our own site, which must be allowed like any other", async () => {
    const ada = await customer(app);
    // The test app's PUBLIC_URL (testConfig's default).
    const ownSite = new URL(testConfig().publicUrl).origin;
    const url = `${apiPaths.widgetEmbed}?key=${ada.widgetKey}`;
    const sameOrigin = { "sec-fetch-site": "same-origin" };
    await ada.allow([CUSTOMER_SITE]);
    expect((await app.inject({ url, headers: sameOrigin })).json()).toEqual({
      allowed: false,
      reason: "origin-not-allowed",
    });
    await ada.allow([CUSTOMER_SITE, ownSite]);
    expect((await app.inject({ url, headers: sameOrigin })).json()).toMatchObject({ allowed: true });
    // Without the browser's word for it, no Origin is no site at all.
    expect((await app.inject({ url })).json()).toEqual({ allowed: false, reason: "origin-not-allowed" });
  });

  it("serves the frame with frame-ancestors listing the allowed origins", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE, "http://localhost:8080"]);
    const host = encodeURIComponent(CUSTOMER_SITE);
    const frame = await app.inject({ url: `/widget/frame?key=${ada.widgetKey}&lang=fr&host=${host}` });
    expect(frame.statusCode).toBe(200);
    expect(frame.headers["content-security-policy"]).toContain(
      `frame-ancestors ${CUSTOMER_SITE} http://localhost:8080`,
    );
    expect(frame.headers["x-frame-options"]).toBeUndefined();
    // Its URL carries the key and the host page: it goes to no other site as a Referer.
    expect(frame.headers["referrer-policy"]).toBe("same-origin");
    expect(frame.headers["x-content-type-options"]).toBe("nosniff");
    expect(frame.body).toContain('<html lang="fr" dir="ltr">');
    expect(frame.body).not.toMatch(/<script>|<style>/);
    // Its own icon, so the browser does not ask for a /favicon.ico that does not exist.
    expect(frame.body).toContain('<link rel="icon" href="/favicon.svg"');

    const foreign = await app.inject({
      url: `/widget/frame?key=${ada.widgetKey}&host=${encodeURIComponent("https://evil.example")}`,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect((await app.inject({ url: "/widget/frame?key=nope" })).statusCode).toBe(403);
  });
});

describe("answers", () => {
  async function ask(key: string, question: string, language = "en", conversationId?: string) {
    const response = await frameCall(app, apiPaths.widgetAsk, {
      payload: { key, question, language, ...(conversationId ? { conversationId } : {}) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AskResult;
  }

  it.each([
    ["en", shopEntriesEn, visitorQuestionsEn],
    ["de", shopEntriesDe, visitorQuestionsDe],
  ] as const)(
    "finds the entry of at least 27 of 30 %s visitor questions through the API, answered or offered first",
    async (language, entries, questions) => {
      const ada = await customer(app);
      await ada.allow([CUSTOMER_SITE]);
      const idOf = new Map<string, string>();
      for (const { id, title, questions: phrasings, answer } of entries) {
        const created = await ada.addEntry({ title, questions: [...phrasings], answer, language });
        idOf.set(id, created.id);
      }
      let right = 0;
      for (const [question, expected] of questions) {
        const result = await ask(ada.widgetKey, question, language);
        const found = result.status === "answered" ? result.entry : result.closest[0];
        if (found?.id === idOf.get(expected)) right += 1;
      }
      expect(questions).toHaveLength(30);
      expect(right).toBeGreaterThanOrEqual(27);
    },
  );

  it("answers with the clip and captions, offers the closest entries below the threshold, and follows edits", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const media = (await upload(app, ada.headers, clip("answer-clip.webm"))).json() as { id: string };
    // Saved while the clip is processing: the widget answers in text until it is ready.
    const returns = await ada.addEntry({
      title: "Returns",
      questions: ["How do I return an item?"],
      answer: "Return anything within 30 days.",
      mediaId: media.id,
    });
    await ada.addEntry({
      title: "Shipping",
      questions: ["How long does shipping take?"],
      answer: "2 to 4 days.",
    });

    const whileProcessing = await ask(ada.widgetKey, "how can I return an item I bought");
    expect(whileProcessing).toMatchObject({ status: "answered", entry: { videoUrl: null, posterUrl: null } });
    await processed(app, ada.headers, media.id);
    const answered = await ask(ada.widgetKey, "how can I return an item I bought");
    expect(answered).toMatchObject({
      status: "answered",
      entry: {
        id: returns.id,
        answer: "Return anything within 30 days.",
        videoUrl: `${fillPath(apiPaths.widgetPublicMedia, { id: media.id })}?key=${ada.widgetKey}`,
        posterUrl: `${fillPath(apiPaths.widgetPublicPoster, { id: media.id })}?key=${ada.widgetKey}`,
        captionsUrl: expect.stringMatching(
          new RegExp(
            `^${fillPath(apiPaths.widgetCaptions, { id: returns.id })}\\?key=${ada.widgetKey}&v=[0-9a-f]{12}$`,
          ),
        ),
      },
    });

    const unsure = await ask(ada.widgetKey, "do you have a shop in Paris", "en", answered.conversationId);
    expect(unsure.status).toBe("unsure");
    expect(unsure.conversationId).toBe(answered.conversationId);

    // The index is rebuilt when an entry changes.
    await ada.addEntry({
      title: "Stores",
      questions: ["Do you have a shop in Paris?"],
      answer: "Yes, rue de Rivoli.",
    });
    const now = await ask(ada.widgetKey, "do you have a shop in Paris");
    expect(now.status === "answered" && now.entry.title).toBe("Stores");

    const messages = await app.database.db.query.widgetMessages.findMany();
    const ofConversation = messages.filter((row) => row.conversationId === answered.conversationId);
    expect(ofConversation.map((row) => row.answered)).toEqual([true, false]);
  });

  it("refuses abusive questions with a clear 400", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    for (const question of ["", "x".repeat(301), "a\u0000b", 42]) {
      const response = await frameCall(app, apiPaths.widgetAsk, {
        payload: { key: ada.widgetKey, question, language: "en" },
      });
      expect(response.statusCode, JSON.stringify(question)).toBe(400);
    }
  });
});

describe("handoffs", () => {
  it("stores the question and queues a mail to the account in one go", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const response = await frameCall(app, apiPaths.widgetVisitorHandoff, {
      payload: { key: ada.widgetKey, email: "visitor@example.org", question: "Do you sell gift cards?" },
    });
    expect(response.statusCode).toBe(201);
    const list = (await ada.send("GET", apiPaths.widgetHandoffs)).json();
    expect(list.handoffs).toMatchObject([
      { email: "visitor@example.org", question: "Do you sell gift cards?" },
    ]);
    const jobs = await app.database.db.query.mailJobs.findMany();
    const job = jobs.find((row) => row.kind === "widget-handoff" && row.message?.to === ada.email);
    expect(job?.message?.text).toContain("Do you sell gift cards?");
    expect(job?.message?.text).toMatch(/see all questions in your portal: http\S+\/portal\/conversations$/m);
    expect(job?.message?.replyTo).toBe("visitor@example.org");
    // A time people read, not an ISO string.
    expect(job?.message?.text).toMatch(/^Received: \w+day, \d{1,2} \w+ \d{4} at \d\d:\d\d UTC$/m);

    const bad = await frameCall(app, apiPaths.widgetVisitorHandoff, {
      payload: { key: ada.widgetKey, email: "not-an-address", question: "?" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email).toBeDefined();
  });

  it("are marked handled, and open again, by their own account only", async () => {
    const ada = await customer(app);
    const bob = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    await frameCall(app, apiPaths.widgetVisitorHandoff, {
      payload: { key: ada.widgetKey, email: "visitor@example.org", question: "Can I pay by invoice?" },
    });
    const [handoff] = (await ada.send("GET", apiPaths.widgetHandoffs)).json().handoffs;
    expect(handoff.handledAt).toBeNull();
    const path = fillPath(apiPaths.widgetHandoff, { id: handoff.id });

    const foreign = await bob.send("PATCH", path, { handled: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: "This question for the team does not exist." });
    const missing = await ada.send(
      "PATCH",
      fillPath(apiPaths.widgetHandoff, { id: "00000000-0000-4000-8000-000000000000" }),
      {
        handled: true,
      },
    );
    expect(missing.statusCode).toBe(404);
    expect((await ada.send("PATCH", path, { handled: "yes" })).statusCode).toBe(400);
    expect((await ada.send("PATCH", path, {})).statusCode).toBe(400);
    expect((await app.inject({ method: "PATCH", url: path, payload: { handled: true } })).statusCode).toBe(
      401,
    );

    const handled = await ada.send("PATCH", path, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ id: handoff.id, question: "Can I pay by invoice?" });
    expect(Date.parse(handled.json().handledAt)).not.toBeNaN();
    expect((await ada.send("GET", apiPaths.widgetHandoffs)).json().handoffs[0].handledAt).toBe(
      handled.json().handledAt,
    );
    const reopened = await ada.send("PATCH", path, { handled: false });
    expect(reopened.json().handledAt).toBeNull();
  });

  it("sends the customer's mail at once, not at the mail sender's next poll", async () => {
    const sending = await buildTestApp({}, { mailSender: MAIL_SENDER_WOKEN_ONLY });
    try {
      await sending.ready();
      const ada = await customer(sending);
      await ada.allow([CUSTOMER_SITE]);
      const response = await frameCall(sending, apiPaths.widgetVisitorHandoff, {
        payload: { key: ada.widgetKey, email: "visitor@example.org", question: "Do you ship to Norway?" },
      });
      expect(response.statusCode).toBe(201);

      await expect
        .poll(() => latestMailJobState(sending.database.db, "widget-handoff"), { timeout: 10_000 })
        .toMatchObject({ status: "sent" });
    } finally {
      await sending.close();
    }
  });
});

describe("insights and transcripts", () => {
  it("count the last 30 days' conversations, answers, handoffs and the top unanswered questions", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    await ada.addEntry({
      title: "Opening hours",
      questions: ["When are you open?"],
      answer: "9 to 5, Monday to Friday.",
    });
    const ask = async (question: string, conversationId?: string) => {
      const response = await frameCall(app, apiPaths.widgetAsk, {
        payload: {
          key: ada.widgetKey,
          question,
          language: "en",
          ...(conversationId ? { conversationId } : {}),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AskResult;
    };
    const first = await ask("When are you open?");
    await ask("Do you ship to Mars?", first.conversationId);
    await ask("do you ship to mars? ");
    await frameCall(app, apiPaths.widgetVisitorHandoff, {
      payload: { key: ada.widgetKey, email: "visitor@example.org", question: "Do you ship to Mars?" },
    });

    const insights = Insights.parse((await ada.send("GET", apiPaths.widgetInsights)).json());
    expect(insights).toMatchObject({ conversations: 2, questions: 3, answered: 1, handedOff: 1 });
    expect(insights.deflectionRate).toBeCloseTo(1 / 3);
    expect(insights.topUnanswered).toEqual([{ question: expect.stringMatching(/ship to mars/i), count: 2 }]);

    // Answered by an entry written since, the question is no longer one to write.
    await ada.addEntry({
      title: "Shipping to Mars",
      questions: ["Do you ship to Mars?"],
      answer: "Not yet: Earth addresses only.",
    });
    const later = Insights.parse((await ada.send("GET", apiPaths.widgetInsights)).json());
    expect(later.topUnanswered).toEqual([]);
    expect(later).toMatchObject({ questions: 3, answered: 1 });

    const transcripts = TranscriptList.parse((await ada.send("GET", apiPaths.widgetConversations)).json());
    expect(transcripts.conversations).toHaveLength(2);
    const withTwo = transcripts.conversations.find((conversation) => conversation.messages.length === 2);
    expect(withTwo?.messages).toMatchObject([
      { question: "When are you open?", answered: true, entryTitle: "Opening hours" },
      { question: "Do you ship to Mars?", answered: false, entryTitle: null },
    ]);
    // Another account sees none of it.
    const other = await customer(app);
    expect(Insights.parse((await other.send("GET", apiPaths.widgetInsights)).json())).toMatchObject({
      conversations: 0,
      deflectionRate: null,
      topUnanswered: [],
    });
  });
});

/**
 * Thousands of calls take longer than a limit's one-minute window on a busy machine, which would
 * start a new window before the last call: the clock the limits read stands still for the test.
 */
function freezeRateLimitWindows() {
  vi.useFakeTimers({ toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

describe("rate limits", () => {
  it("limits each visitor's questions, counted by their token", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const payload = { key: ada.widgetKey, question: "shipping", language: "en" };
    const visitorToken = await visitorTokenFor(app, ada.widgetKey);
    const statuses: number[] = [];
    for (let i = 0; i <= widgetRateLimits.askPerVisitor.max; i += 1) {
      // From a new address each time: the token, not the address, is the visitor.
      statuses.push((await frameCall(app, apiPaths.widgetAsk, { payload, visitorToken })).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another visitor of the same site still gets answers.
    expect((await frameCall(app, apiPaths.widgetAsk, { payload })).statusCode).toBe(200);
  });

  it("counts only its own site's calls against a key's shared limit", async () => {
    const ada = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    const url = `${apiPaths.widgetConfig}?key=${ada.widgetKey}`;
    // Someone with the public key, calling from another site and from a few addresses.
    // More than the 300 calls a minute that once were the key's whole budget.
    const refused = [];
    for (let i = 0; i <= 400; i += 1) {
      refused.push((await frameCall(app, url, { host: "https://evil.example" })).statusCode);
    }
    expect(new Set(refused)).toEqual(new Set([403]));
    expect((await frameCall(app, url)).statusCode).toBe(200);
  });

  it("limits the loader's check per visitor and key, readable cross-origin, so one site's traffic hides no other widget", async () => {
    const ada = await customer(app);
    const bob = await customer(app);
    await ada.allow([CUSTOMER_SITE]);
    await bob.allow([CUSTOMER_SITE]);
    const embed = (key: string) =>
      app.inject({
        url: `${apiPaths.widgetEmbed}?key=${key}`,
        headers: { origin: CUSTOMER_SITE },
        remoteAddress: "10.88.0.1",
      });
    let last = await embed(bob.widgetKey);
    for (let i = 0; i < widgetRateLimits.embedPerVisitor.max; i += 1) last = await embed(bob.widgetKey);
    expect(last.statusCode).toBe(429);
    expect(last.headers["access-control-allow-origin"]).toBe(CUSTOMER_SITE);
    expect(last.headers["retry-after"]).toBeDefined();
    // The same address, another customer's widget: still shown.
    const other = await embed(ada.widgetKey);
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ allowed: true });
  });

  it("limits the loader's checks from one address whatever the key, each a database read", async () => {
    freezeRateLimitWindows();
    const embed = (key: string) =>
      app.inject({ url: `${apiPaths.widgetEmbed}?key=${key}`, remoteAddress: "10.88.0.2" });
    const statuses: number[] = [];
    for (let i = 0; i <= widgetRateLimits.embedPerAddress.max; i += 1) {
      statuses.push((await embed(`wk_made_up_key_${String(i).padStart(6, "0")}`)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);
});
