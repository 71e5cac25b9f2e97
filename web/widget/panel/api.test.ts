import { afterEach, describe, expect, it, vi } from "vitest";
import { createPanelApi, PanelApiError } from "./api.ts";

const answer = (body: unknown, status = 200) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe("the panel's calls", () => {
  const api = createPanelApi("wk_test1234", "https://shop.example.com");

  it("parse an answer with its contract", async () => {
    vi.stubGlobal("fetch", answer({ id: "h1" }, 201));
    await expect(api.handoff("ada@example.com", "Delivery?", undefined)).resolves.toEqual({ id: "h1" });
  });

  it("refuse an answer of another shape instead of handing it on", async () => {
    vi.stubGlobal("fetch", answer({ status: "answered", conversationId: "c1" }));
    await expect(api.ask("Delivery?", "en", undefined)).rejects.toBeInstanceOf(PanelApiError);
  });

  it("name the fields a refusal names", async () => {
    vi.stubGlobal("fetch", answer({ message: "Check the email.", fieldErrors: { email: ["Invalid"] } }, 400));
    const refusal = await api.handoff("nope", "Delivery?", undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PanelApiError);
    expect((refusal as PanelApiError).fields).toEqual(["email"]);
  });
});
