import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { TranscriptList as Transcripts } from "#contracts/widget/index.ts";
import { TranscriptList } from "./conversation-lists.tsx";
import { transcriptsQuery } from "./widget-api.ts";

function renderTranscripts(data: Transcripts) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(transcriptsQuery.queryKey, data);
  render(
    <QueryClientProvider client={client}>
      <TranscriptList />
    </QueryClientProvider>,
  );
}

const at = "2026-11-26T10:00:00.000Z";

describe("TranscriptList", () => {
  it("labels each question by what answered it, an entry deleted since included", () => {
    renderTranscripts({
      conversations: [
        {
          id: "c1",
          language: "en",
          createdAt: at,
          messages: [
            {
              id: "m1",
              question: "Can I return it?",
              answered: true,
              entryId: "e1",
              entryTitle: "Returns",
              verdict: null,
              createdAt: at,
            },
            {
              id: "m2",
              question: "When are you open?",
              answered: true,
              entryId: null,
              entryTitle: null,
              verdict: null,
              createdAt: at,
            },
            {
              id: "m3",
              question: "Do you sell boats?",
              answered: false,
              entryId: null,
              entryTitle: null,
              verdict: "wrong",
              createdAt: at,
            },
          ],
        },
      ],
    });
    expect(screen.getByText("Answered with “Returns”")).toBeTruthy();
    expect(screen.getByText("Answered with an entry since deleted")).toBeTruthy();
    expect(screen.getAllByText("Not answered")).toHaveLength(1);
  });
});
