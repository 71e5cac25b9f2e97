import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiPaths } from "#contracts/api-paths.ts";
import { prerender } from "#test/prerender.ts";
import Toaster from "#web/components/ui/toaster.tsx";
import { ContactFormIsland } from "#web/site/islands/contact-form.tsx";
import { ContactForm } from "./contact-form.tsx";

/** docs/product.md §Errors's texts, written out so a changed constant fails here. */
const SUCCESS_TITLE = "Success!";
const SUCCESS = "Message sent successfully!";
const ERROR_TITLE = "Error";
const FAILED = "Failed to send message. Please try again later.";
const UNEXPECTED = "An error occurred. Please try again later.";

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderWithToaster(form: ReactNode) {
  // sonner's region lays toasts out with matchMedia, which jsdom lacks.
  vi.stubGlobal(
    "matchMedia",
    vi.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
  );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      {form}
      <Toaster />
    </QueryClientProvider>,
  );
}

const textbox = (name: string) => screen.getByRole("textbox", { name });

async function fillAndSubmit() {
  const user = userEvent.setup();
  // Pasted rather than typed key by key: the same events for the form, a fraction of the time.
  for (const [name, text] of [
    ["First name", "Ada"],
    ["Last name", "Lovelace"],
    ["Email", "ada@example.com"],
    ["Company", "Analytical Engines"],
    ["Message", "Hello"],
  ] as const) {
    await user.click(textbox(name));
    await user.paste(text);
  }
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // sonner keeps its toasts in module state: a new region would show the last test's toasts again.
  toast.dismiss();
});

describe("ContactForm", () => {
  it("posts docs/product.md's payload, shows 'Sending...', then the success toast and empty fields", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    renderWithToaster(<ContactForm />);

    await fillAndSubmit();

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(apiPaths.feedbacks, expect.objectContaining({ method: "POST" }));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "Analytical Engines",
      message: "Hello",
    });
    // One key per submission, so a retry after a lost answer is stored once.
    expect(new Headers(init.headers).get("idempotency-key")).toMatch(/^[0-9a-f]{32}$/);
    answer(jsonResponse(201, { id: "3f0f5a6e-2b8a-4f1e-9d59-7c2d8a3b1e44" }));

    expect(await screen.findByText(SUCCESS_TITLE)).toBeInTheDocument();
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    for (const name of ["First name", "Last name", "Email", "Company", "Message"]) {
      expect(textbox(name)).toHaveValue("");
    }
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it.each([
    ["a server error", () => jsonResponse(500, { message: "Something went wrong on our side." }), FAILED],
    ["an answer that is not JSON", () => new Response("Bad gateway", { status: 502 }), FAILED],
    [
      "a validation error",
      () => jsonResponse(400, { message: "Please check the highlighted fields." }),
      FAILED,
    ],
    [
      "the rate limit",
      () => jsonResponse(429, { message: "Too many requests. Please try again in 10 minutes." }),
      FAILED,
    ],
    [
      "a success other than 201",
      () => jsonResponse(200, { id: "3f0f5a6e-2b8a-4f1e-9d59-7c2d8a3b1e44" }),
      FAILED,
    ],
  ])("shows the error toast for %s and keeps the fields", async (_case, response, expected) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => response()),
    );
    renderWithToaster(<ContactForm />);

    await fillAndSubmit();

    expect(await screen.findByText(expected)).toBeInTheDocument();
    expect(screen.getByText(ERROR_TITLE)).toBeInTheDocument();
    expect(textbox("Email")).toHaveValue("ada@example.com");
  });

  it.each([
    ["JSON of another shape", () => jsonResponse(201, { ok: true })],
    ["an empty body", () => new Response(null, { status: 201 })],
    ["text", () => new Response("Created", { status: 201, headers: { "content-type": "text/plain" } })],
  ])(
    "shows the success toast for a 201 with %s: the status alone is success (docs/product.md §API)",
    async (_case, response) => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => response()),
      );
      renderWithToaster(<ContactForm />);

      await fillAndSubmit();

      expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
      expect(screen.getByText(SUCCESS_TITLE)).toBeInTheDocument();
      expect(textbox("Email")).toHaveValue("");
    },
  );

  it("shows the general error toast when the request never gets an answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderWithToaster(<ContactForm />);

    await fillAndSubmit();

    expect(await screen.findByText(UNEXPECTED)).toBeInTheDocument();
    expect(screen.getByText(ERROR_TITLE)).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(400, {
          message: "Please check the highlighted fields.",
          fieldErrors: { email: ["This address cannot receive mail"] },
        }),
      ),
    );
    renderWithToaster(<ContactForm />);

    await fillAndSubmit();

    expect(await screen.findByText("This address cannot receive mail")).toBeInTheDocument();
    expect(textbox("Email")).toHaveAttribute("aria-invalid", "true");
    expect(textbox("Email")).toHaveFocus();
  });

  it("marks all five fields required, with the e-mail input type", () => {
    renderWithToaster(<ContactForm />);

    for (const name of ["First name", "Last name", "Email", "Company", "Message"]) {
      expect(textbox(name)).toBeRequired();
    }
    expect(textbox("Email")).toHaveAttribute("type", "email");
  });
});

/** The markup the build prerenders for `element`, once its lazily loaded code has resolved. */
async function prerenderedHtml(element: ReactNode): Promise<string> {
  // A first render starts the lazy import (the build's prerender waits for it the same way).
  const { unmount } = await act(async () => render(element));
  await screen.findByLabelText("Homepage");
  unmount();
  return prerender(element);
}

describe("the contact form's island", () => {
  it("hydrates the prerendered form in place, keeping what was typed before its code arrived", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { id: "m1" }));
    vi.stubGlobal("fetch", fetchMock);
    const page = (
      <QueryClientProvider client={new QueryClient()}>
        <ContactFormIsland />
      </QueryClientProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = await prerenderedHtml(page);
    document.body.append(container);
    const form = within(container);
    // The prerendered page: the live form's markup, its button off until the code has arrived.
    expect(form.getByRole("button", { name: "Send Message" })).toBeDisabled();
    const firstName = form.getByRole("textbox", { name: "First name" });
    // Typed before any script ran: the browser keeps it in the field.
    firstName.focus();
    (firstName as HTMLInputElement).value = "Ada";

    const root = hydrateRoot(container, page);
    await waitFor(() => expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled());
    // The same element, with its text and its focus.
    expect(form.getByRole("textbox", { name: "First name" })).toBe(firstName);
    expect(firstName).toHaveValue("Ada");
    expect(firstName).toHaveFocus();

    for (const [name, text] of [
      ["Last name", "Lovelace"],
      ["Email", "ada@example.com"],
      ["Company", "Analytical Engines"],
      ["Message", "Hello"],
    ] as const) {
      fireEvent.change(form.getByRole("textbox", { name }), { target: { value: text } });
    }
    fireEvent.click(form.getByRole("button", { name: "Send Message" }));
    // What was typed before hydration is in the form's values too, and so in what it sends.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
    root.unmount();
    container.remove();
  });
});
