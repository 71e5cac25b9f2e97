import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "#contracts/zod.ts";
import { type FormCode, failureMessage, useApiForm } from "./use-api-form.ts";

const Schema = z.object({ name: z.string().trim().min(1, { error: "Name is required" }) });
type Values = z.output<typeof Schema>;

/** The smallest form on the pattern: one field, its error, the failure and the result. */
function NameForm({
  load,
  onError,
  loadWhenIdle,
}: {
  load: () => Promise<FormCode<Values, Values, string>>;
  onError?: () => void;
  loadWhenIdle?: boolean;
}) {
  const { form, formProps, pending, error, result } = useApiForm({
    load,
    defaultValues: { name: "" },
    mutationKey: ["test"],
    onError,
    loadWhenIdle,
  });
  return (
    <form {...formProps} aria-label="Name form">
      <label>
        Name <input {...form.register("name")} />
      </label>
      {form.formState.errors.name ? <p>{form.formState.errors.name.message}</p> : null}
      {error ? <p role="alert">{failureMessage(error, "Failed")}</p> : null}
      {result ? <p role="status">{result}</p> : null}
      <button type="submit" disabled={pending}>
        Send
      </button>
    </form>
  );
}

function renderForm(
  load: () => Promise<FormCode<Values, Values, string>>,
  onError?: () => void,
  loadWhenIdle?: boolean,
) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NameForm load={load} onError={onError} loadWhenIdle={loadWhenIdle} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("useApiForm's code, loaded when the form is first used", () => {
  it("loads nothing until the visitor focuses the form, then validates with the loaded schema and sends with the loaded call", async () => {
    const submit = vi.fn(async (values: Values) => `Sent ${values.name}`);
    const load = vi.fn(async () => ({ schema: Schema, submit }));
    const user = renderForm(load);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole("textbox", { name: "Name" }));
    expect(load).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();

    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Ada ");
    await waitFor(() => expect(screen.queryByText("Name is required")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Sent Ada");
    expect(submit).toHaveBeenCalledWith({ name: "Ada" }, expect.stringMatching(/^[0-9a-f]{32}$/));
  });

  it("loads the code by itself once idle when the form is its page's purpose, and only once", async () => {
    const submit = vi.fn(async (values: Values) => `Sent ${values.name}`);
    const load = vi.fn(async () => ({ schema: Schema, submit }));
    const user = renderForm(load, undefined, true);
    await waitFor(() => expect(load).toHaveBeenCalledOnce());

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it("spreads that load over two idle periods: the schema library in the first, the form's code in the next", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    try {
      const load = vi.fn(async () => ({ schema: Schema, submit: async () => "Sent" }));
      renderForm(load, undefined, true);
      expect(idle).toHaveLength(1);

      idle[0]?.();
      await waitFor(() => expect(idle).toHaveLength(2));
      expect(load).not.toHaveBeenCalled();
      idle[1]?.();
      expect(load).toHaveBeenCalledOnce();
    } finally {
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it("says 'Network error. Please try again.' when the code cannot be loaded, and loads it again on the next try", async () => {
    const submit = vi.fn(async (values: Values) => `Sent ${values.name}`);
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError("Failed to fetch dynamically imported module");
      return { schema: Schema, submit };
    });
    const onError = vi.fn();
    const user = renderForm(load, onError);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Network error. Please try again.");
    expect(onError).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    expect(submit).not.toHaveBeenCalled();

    online = true;
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Sent Ada");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a submission as sending while the code is still downloading", async () => {
    const submit = vi.fn(async (values: Values) => `Sent ${values.name}`);
    // Like an import(): one download, which every later call shares.
    let arrive = () => {};
    const download = new Promise<FormCode<Values, Values, string>>((resolve) => {
      arrive = () => resolve({ schema: Schema, submit });
    });
    const load = vi.fn(() => download);
    const user = renderForm(load);

    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeDisabled());
    expect(submit).not.toHaveBeenCalled();

    arrive();
    expect(await screen.findByRole("status")).toHaveTextContent("Sent Ada");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });
});
