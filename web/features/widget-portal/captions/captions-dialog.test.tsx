import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Captions } from "#contracts/media.ts";
import { captionsQuery } from "../widget-api.ts";
import { CaptionsDialog } from "./captions-dialog.tsx";

const ENTRY = "entry-1";
const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const automatic: Captions = {
  edited: false,
  cues: [
    { start: 0.32, end: 2.5, text: "Send anything back within 30 days." },
    { start: 3.1, end: 5.04, text: "The return label is free." },
  ],
};

function renderEditor(captions: Captions = automatic) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(captionsQuery(ENTRY).queryKey, captions);
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <CaptionsDialog
        open
        onOpenChange={onOpenChange}
        returnFocus={() => {}}
        entryId={ENTRY}
        clipSeconds={6.2}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return { onSaved, onOpenChange, user: userEvent.setup() };
}

const cue = (number: number) => screen.getByRole("group", { name: `Caption ${number}` });
const field = (number: number, name: string) => within(cue(number)).getByRole("textbox", { name });

afterEach(() => vi.unstubAllGlobals());

describe("CaptionsDialog", () => {
  it("lists each caption's times and text, names a wrong time on its field, and saves the corrected cues", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const { user, onSaved, onOpenChange } = renderEditor();

    expect(screen.getByText("Timed to your voice")).toBeInTheDocument();
    expect(screen.getByText("Clip length 0:06.20")).toBeInTheDocument();
    expect(field(1, "Start")).toHaveValue("0:00.32");
    expect(field(1, "End")).toHaveValue("0:02.50");
    expect(field(2, "Caption text")).toHaveValue("The return label is free.");

    await user.clear(field(2, "End"));
    await user.type(field(2, "End"), "0:03");
    await user.clear(field(1, "Start"));
    await user.type(field(1, "Start"), "half a second");
    await user.click(screen.getByRole("button", { name: "Save captions" }));
    expect(
      await within(cue(1)).findByText("Write the time as minutes:seconds, such as 0:04.5."),
    ).toBeVisible();
    expect(within(cue(2)).getByText("The caption must end after it starts.")).toBeVisible();
    expect(field(1, "Start")).toHaveAttribute("aria-invalid", "true");
    expect(field(1, "Start")).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(field(1, "Start"));
    await user.type(field(1, "Start"), "0:00.5");
    await user.clear(field(2, "End"));
    await user.type(field(2, "End"), "1:00");
    await user.click(screen.getByRole("button", { name: "Save captions" }));
    expect(
      await within(cue(2)).findByText("The clip ends at 0:06.20: end the caption by then."),
    ).toBeVisible();
    expect(within(cue(1)).queryByRole("alert")).toBeNull();

    await user.clear(field(2, "End"));
    await user.type(field(2, "End"), "0:06");
    await user.clear(field(2, "Caption text"));
    await user.type(field(2, "Caption text"), "Returns are free.");
    await user.click(screen.getByRole("button", { name: "Save captions" }));
    // While it saves: one request, the button says so and cannot send again.
    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect(saving).toBeDisabled();
    expect(fetch).toHaveBeenCalledOnce();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(`/api/widget/entries/${ENTRY}/captions`);
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({
      cues: [
        { start: 0.5, end: 2.5, text: "Send anything back within 30 days." },
        { start: 3.1, end: 6, text: "Returns are free." },
      ],
    });
    answer(jsonResponse(200, { edited: true, cues: JSON.parse(String(init.body)).cues }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("shows an empty list plainly, focuses what comes next as captions go and come, and asks for a new one's text", async () => {
    vi.stubGlobal("fetch", vi.fn());
    const { user } = renderEditor({ edited: true, cues: [automatic.cues[0] as Captions["cues"][number]] });
    expect(screen.getByText("Edited by you")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove caption 1" }));
    expect(
      screen.getByText("No captions. Visitors see the clip without text until you add one."),
    ).toBeVisible();
    const add = screen.getByRole("button", { name: "Add caption" });
    expect(add).toHaveFocus();

    await user.click(add);
    expect(field(1, "Caption text")).toHaveFocus();
    expect(field(1, "Start")).toHaveValue("0:00.00");
    expect(field(1, "End")).toHaveValue("0:02.00");
    await user.click(screen.getByRole("button", { name: "Save captions" }));
    expect(await within(cue(1)).findByText("Caption text is required")).toBeVisible();
    expect(field(1, "Caption text")).toHaveFocus();
  });

  it("says why the server refused, and clears the message once the customer edits again", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(409, { message: "Captions are made once the clip is ready." })),
    );
    const { user, onSaved } = renderEditor();
    await user.click(screen.getByRole("button", { name: "Save captions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Captions are made once the clip is ready.");
    expect(screen.getByRole("button", { name: "Save captions" })).toBeEnabled();
    await user.type(field(1, "Caption text"), "!");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
