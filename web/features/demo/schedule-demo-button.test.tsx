import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoCopy } from "#content/demo.ts";
import { demoFieldLabels } from "#contracts/demo.ts";

/** content/site.ts reads the build-time environment when first imported, so each case imports afresh. */
async function renderButton(schedulerUrl: string | undefined) {
  vi.resetModules();
  vi.stubEnv("SCHEDULER_URL", schedulerUrl ?? "");
  const { ScheduleDemoButton } = await import("./schedule-demo-button.tsx");
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ScheduleDemoButton>Schedule Demo</ScheduleDemoButton>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllEnvs());

describe("ScheduleDemoButton", () => {
  it("opens a labelled dialog with the request form when no calendar is configured", async () => {
    const user = userEvent.setup();
    await renderButton(undefined);
    await user.click(screen.getByRole("button", { name: "Schedule Demo" }));

    const dialog = await screen.findByRole("dialog", { name: demoCopy.title });
    expect(dialog).toBeInTheDocument();
    expect(
      await screen.findByRole("textbox", { name: new RegExp(`^${demoFieldLabels.name}`) }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(demoCopy.calendarTitle)).not.toBeInTheDocument();
  });

  it("embeds the booking calendar from SCHEDULER_URL, only while the dialog is open", async () => {
    const user = userEvent.setup();
    await renderButton("https://calendar.example/avatalk/demo");
    expect(screen.queryByTitle(demoCopy.calendarTitle)).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Schedule Demo" }));
    expect(await screen.findByTitle(demoCopy.calendarTitle)).toHaveAttribute(
      "src",
      "https://calendar.example/avatalk/demo",
    );

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTitle(demoCopy.calendarTitle)).not.toBeInTheDocument();
  });

  it("gives focus back to the button that opened it when the dialog closes", async () => {
    const user = userEvent.setup();
    await renderButton(undefined);
    const button = screen.getByRole("button", { name: "Schedule Demo" });
    await user.click(button);
    await screen.findByRole("dialog", { name: demoCopy.title });

    await user.keyboard("{Escape}");

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
