import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Media } from "#contracts/widget/index.ts";
import { ClipStatus } from "./clip-status.tsx";
import { clipStatusQuery } from "./widget-api.ts";

const ID = "clip-1";
const DAMAGED =
  "This video is damaged or cut short: part of it cannot be decoded. Export it again and upload that file.";
const media = (overrides: Partial<Media>): Media => ({
  id: ID,
  contentType: "video/mp4",
  sizeBytes: 1000,
  createdAt: "2026-11-27T10:00:00.000Z",
  status: "queued",
  progress: 0,
  failureMessage: null,
  posterUrl: null,
  durationSeconds: null,
  loudness: null,
  ...overrides,
});
const failed = media({ status: "failed", failureMessage: DAMAGED });
const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server as the clip's processing goes: each GET of the status answers the next step. */
function serve(statuses: Media[]) {
  const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
    if (init?.method === "POST") return jsonResponse(202, media({ status: "queued" }));
    return jsonResponse(200, statuses.length > 1 ? statuses.shift() : statuses[0]);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderStatus() {
  // Settled when it shows: asked again only once "Try again" queues it.
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(clipStatusQuery(ID).queryKey, failed);
  render(
    <QueryClientProvider client={client}>
      <ClipStatus mediaId={ID} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe("ClipStatus", () => {
  it("shows a failed clip's reason with 'Try again', then follows the new attempt until it is ready", async () => {
    const fetch = serve([media({ status: "processing", progress: 0.4 }), media({ status: "ready" })]);
    const user = renderStatus();
    expect(screen.getByRole("alert")).toHaveTextContent(`Conversion failed. ${DAMAGED}`);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Waiting to be converted...")).toHaveRole("status");
    expect(fetch).toHaveBeenCalledWith(
      `/api/widget/media/${ID}/retry`,
      expect.objectContaining({ method: "POST" }),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(
      await screen.findByText("Converting for every browser... 40%", {}, { timeout: 5_000 }),
    ).toBeVisible();
    expect(await screen.findByText("Ready to play", {}, { timeout: 5_000 })).toBeVisible();
  });

  it("says so plainly when the new attempt fails too, and offers to try once more", async () => {
    serve([failed]);
    const user = renderStatus();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Waiting to be converted...")).toBeVisible();
    expect(await screen.findByRole("alert", {}, { timeout: 5_000 })).toHaveTextContent(DAMAGED);
    expect(screen.getByRole("button", { name: "Try again" })).toBeEnabled();
  });

  it("says why 'Try again' was refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(409, { message: "Only a clip whose processing failed can be tried again." }),
      ),
    );
    const user = renderStatus();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Only a clip whose processing failed can be tried again.")).toBeVisible();
  });
});
