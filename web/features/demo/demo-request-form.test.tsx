import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoFieldLabels } from "#contracts/demo.ts";
import { DemoRequestForm } from "./demo-request-form.tsx";

/** The server's answer to the next POST, as the real API would send it. */
function answerWith(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function fillAndSubmit() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DemoRequestForm onDone={() => {}} />
    </QueryClientProvider>,
  );
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Ada Lovelace");
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), "ada@example.com");
  await user.click(screen.getByRole("button", { name: /Request/ }));
}

afterEach(() => vi.unstubAllGlobals());

const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get("idempotency-key");

describe("DemoRequestForm, on the shared API form pattern", () => {
  it("puts the server's field errors on the fields they name, focused and described", async () => {
    const fetchMock = answerWith(400, {
      message: "Please check the highlighted fields.",
      fieldErrors: { email: ["This address cannot receive mail"] },
    });
    await fillAndSubmit();

    const email = screen.getByRole("textbox", { name: new RegExp(`^${demoFieldLabels.email}`) });
    expect(await screen.findByText("This address cannot receive mail")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("This address cannot receive mail");
    expect(email).toHaveFocus();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it("shows the server's message, such as the rate limit's, when no field is named", async () => {
    answerWith(429, { message: "Too many requests. Please try again in 10 minutes." });
    await fillAndSubmit();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please try again in 10 minutes.",
    );
  });

  it("sends one Idempotency-Key per submission: kept for a retry of the same values, new for new values", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Network error. Please try again.");

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Request/ }));
    await user.type(screen.getByRole("textbox", { name: /^Company/ }), "Analytical Engines");
    await user.click(screen.getByRole("button", { name: /Request/ }));

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [first, retry, changed] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(changed).toMatch(/^[0-9a-f]{32}$/);
    expect(changed).not.toBe(first);
  });
});
