import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShareButton } from "./share-button.tsx";

const TITLE = "How Video Chat Increases Conversion Rates";
const TEXT = "Why a face at the right moment converts.";

function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
}

beforeEach(() => {
  window.history.replaceState(null, "", "/blog/increase-conversion-rates?utm_source=mail#top");
});
afterEach(() => {
  setShare(undefined);
  vi.useRealTimers();
});

describe("ShareButton", () => {
  it("opens the system share sheet with the post's title, summary and clean address when the browser has one", async () => {
    const user = userEvent.setup();
    const share = vi.fn(async (_data: ShareData) => {});
    setShare(share);
    render(<ShareButton title={TITLE} text={TEXT} />);

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({
      title: TITLE,
      text: TEXT,
      url: `${window.location.origin}/blog/increase-conversion-rates`,
    });
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(await navigator.clipboard.readText()).toBe("");
  });

  it("does nothing more when the visitor closes the share sheet", async () => {
    const user = userEvent.setup();
    setShare(async () => {
      throw new DOMException("Share canceled", "AbortError");
    });
    render(<ShareButton title={TITLE} text={TEXT} />);

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(await navigator.clipboard.readText()).toBe("");
  });

  it("otherwise copies the link and announces 'Link copied' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ShareButton title={TITLE} text={TEXT} />);

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/blog/increase-conversion-rates`,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Link copied");

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole("status")).toHaveTextContent("Link copied");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("says so when the link cannot be copied", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Denied", "NotAllowedError"),
    );
    render(<ShareButton title={TITLE} text={TEXT} />);

    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Couldn't copy the link. Copy it from the address bar instead.",
    );
  });
});
