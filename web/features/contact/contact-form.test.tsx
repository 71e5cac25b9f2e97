import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import Toaster from "#web/components/ui/toaster.tsx";
import { ContactForm } from "./contact-form.tsx";
import { LazyContactForm } from "./lazy-contact-form.tsx";

/** Spec §8's texts, written out so a changed constant fails here. */
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
  it("posts the spec's payload, shows 'Sending...', then the success toast and empty fields", async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    renderWithToaster(<ContactForm />);

    await fillAndSubmit();

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith("/api/feedbacks/add", expect.objectContaining({ method: "POST" }));
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
      "the rate limit, in the server's words",
      () => jsonResponse(429, { message: "Too many requests. Please wait a moment and try again." }),
      "Too many requests. Please wait a moment and try again.",
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

describe("LazyContactForm", () => {
  it("keeps what was typed into the shell, and the focus, when the live form takes over", async () => {
    renderWithToaster(<LazyContactForm />);
    // Before the live form has loaded: the shell, which has no honeypot yet.
    expect(screen.queryByLabelText("Homepage")).toBeNull();
    fireEvent.change(textbox("First name"), { target: { value: "Ada" } });
    fireEvent.change(textbox("Message"), { target: { value: "Typed early" } });
    textbox("Message").focus();

    // The live form adds the honeypot (hidden from assistive technology, so found by its label).
    expect(await screen.findByLabelText("Homepage")).toBeInTheDocument();
    expect(textbox("First name")).toHaveValue("Ada");
    expect(textbox("Message")).toHaveValue("Typed early");
    expect(textbox("Message")).toHaveFocus();
    expect(within(screen.getByRole("form")).getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});
