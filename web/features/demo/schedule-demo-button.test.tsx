import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
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

/** What the browser does on the button's invoker command (jsdom has none): opens the dialog. */
function openDialog(dialog: HTMLElement, open = true) {
  act(() => {
    dialog.toggleAttribute("open", open);
    dialog.dispatchEvent(new Event(open ? "toggle" : "close"));
  });
}

describe("ScheduleDemoButton", () => {
  it("makes the button open a labelled native dialog, which the browser opens itself", async () => {
    await renderButton(undefined);
    const button = screen.getByRole("button", { name: "Schedule Demo" });
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(dialog.localName).toBe("dialog");
    const title = document.getElementById(dialog.getAttribute("aria-labelledby") ?? "");
    expect(title).toHaveTextContent(demoCopy.title);
    expect(button).toHaveAttribute("command", "show-modal");
    expect(button).toHaveAttribute("commandfor", dialog.id);
    expect(button).toHaveAttribute("aria-haspopup", "dialog");
  });

  it("shows the request form once the dialog opens, when no calendar is configured", async () => {
    await renderButton(undefined);
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(screen.queryByRole("textbox", { hidden: true })).not.toBeInTheDocument();

    openDialog(dialog);
    expect(
      await screen.findByRole("textbox", { name: new RegExp(`^${demoFieldLabels.name}`) }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle(demoCopy.calendarTitle)).not.toBeInTheDocument();
  });

  it("embeds the booking calendar from SCHEDULER_URL, only while the dialog is open", async () => {
    await renderButton("https://calendar.example/avatalk/demo");
    const dialog = await screen.findByRole("dialog", { hidden: true });
    expect(screen.queryByTitle(demoCopy.calendarTitle)).not.toBeInTheDocument();

    openDialog(dialog);
    expect(await screen.findByTitle(demoCopy.calendarTitle)).toHaveAttribute(
      "src",
      "https://calendar.example/avatalk/demo",
    );

    openDialog(dialog, false);
    expect(screen.queryByTitle(demoCopy.calendarTitle)).not.toBeInTheDocument();
  });
});
