import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pricingCopy } from "#content/pricing.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import { DEFAULT_PRICING_CONFIGS, PLAN_CONFIG_IDS } from "#contracts/constants.ts";
import { messages } from "#contracts/messages.ts";
import type { PricingConfig, PricingRecord } from "#contracts/pricing.ts";
import { PlansSection } from "./plans-section.tsx";

type Answer = () => Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** An answer that never comes, so the section stays on its first render. */
const never: Answer = () => new Promise<Response>(() => {});

/** Live data that differs from the built-in catalogue, so the test can tell which one is shown. */
const liveConfigs: PricingConfig[] = [...DEFAULT_PRICING_CONFIGS];
const liveRecords: PricingRecord[] = [
  { pricingConfigId: PLAN_CONFIG_IDS.basic, monthlyPrice: 50, discount: 10 },
  { pricingConfigId: PLAN_CONFIG_IDS.pro, monthlyPrice: 250, discount: 20 },
];

/** Stubs the global fetch with one answer per pricing endpoint (docs/product.md §API). */
function serveApi({ configs, records }: { configs: Answer; records: Answer }) {
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith(apiPaths.pricingConfigs)) return configs();
      if (url.endsWith(apiPaths.pricing)) return records();
      throw new Error(`unexpected fetch of ${url}`);
    }),
  );
}

function renderSection() {
  // A fresh cache per test, and no retries: a failure shows at once instead of after backoff.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([{ path: "/pricing", Component: PlansSection }]);
  return render(
    <QueryClientProvider client={queryClient}>
      <Stub initialEntries={["/pricing"]} />
    </QueryClientProvider>,
  );
}

const card = (title: string) => screen.getByRole("article", { name: title });
const PLAN_TITLES = { basic: "Basic", pro: "Pro", enterprise: "Enterprise" } as const;
/** A card's price as a visitor reads it: "€44", or "Custom" for Enterprise. */
const price = (plan: keyof typeof PLAN_TITLES) =>
  within(card(PLAN_TITLES[plan])).getByText(/^(€[\d,.]+|Custom)$/);
const notice = () => screen.getByRole("status");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("PlansSection", () => {
  it("shows the default monthly prices before the API answers", () => {
    serveApi({ configs: never, records: never });
    renderSection();
    expect(price("basic")).toHaveTextContent("€44");
    expect(price("pro")).toHaveTextContent("€206");
    expect(price("enterprise")).toHaveTextContent("Custom");
    expect(screen.getAllByRole("article").map((article) => article.getAttribute("aria-labelledby"))).toEqual([
      "plan-basic-title",
      "plan-pro-title",
      "plan-enterprise-title",
    ]);
    expect(notice()).toBeEmptyDOMElement();
  });

  it("marks Pro as Most Popular and sends Enterprise's Contact Sales to the home page's contact section", () => {
    serveApi({ configs: never, records: never });
    renderSection();
    expect(within(card("Pro")).getByText("Most Popular")).toBeInTheDocument();
    expect(within(card("Basic")).queryByText("Most Popular")).not.toBeInTheDocument();
    expect(within(card("Enterprise")).getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "/#contact",
    );
  });

  it("shows the live prices once the API answers with other numbers", async () => {
    serveApi({ configs: async () => json(liveConfigs), records: async () => json(liveRecords) });
    renderSection();
    await waitFor(() => expect(price("basic")).toHaveTextContent("€50"));
    expect(price("pro")).toHaveTextContent("€250");
    expect(price("enterprise")).toHaveTextContent("Custom");
    expect(notice()).toBeEmptyDOMElement();
  });

  it("switches every price and its label to yearly with the Yearly option, and back", async () => {
    const user = userEvent.setup();
    serveApi({ configs: never, records: never });
    renderSection();
    const monthly = screen.getByRole("radio", { name: /^Monthly/ });
    const yearly = screen.getByRole("radio", { name: /^Yearly/ });
    expect(monthly).toBeChecked();
    expect(yearly).toHaveAccessibleName("Yearly");
    expect(yearly).toHaveAccessibleDescription(/Save up to 20%/);

    await user.click(yearly);
    expect(yearly).toBeChecked();
    expect(monthly).not.toBeChecked();
    expect(price("basic")).toHaveTextContent("€35");
    expect(price("pro")).toHaveTextContent("€179");
    expect(price("enterprise")).toHaveTextContent("Custom");
    for (const title of ["Basic", "Pro"]) {
      expect(within(card(title)).getByText(pricingCopy.billedYearly)).toBeInTheDocument();
      expect(within(card(title)).queryByText(pricingCopy.billedMonthly)).not.toBeInTheDocument();
    }
    expect(within(card("Basic")).getByText(pricingCopy.save(20))).toBeInTheDocument();
    expect(within(card("Pro")).getByText(pricingCopy.save(13))).toBeInTheDocument();

    await user.click(monthly);
    expect(monthly).toBeChecked();
    expect(price("basic")).toHaveTextContent("€44");
    expect(price("pro")).toHaveTextContent("€206");
    expect(within(card("Basic")).getByText(pricingCopy.billedMonthly)).toBeInTheDocument();
  });

  it("computes yearly prices from the live discounts", async () => {
    const user = userEvent.setup();
    serveApi({ configs: async () => json(liveConfigs), records: async () => json(liveRecords) });
    renderSection();
    await waitFor(() => expect(price("basic")).toHaveTextContent("€50"));
    await user.click(screen.getByRole("radio", { name: /^Yearly/ }));
    expect(price("basic")).toHaveTextContent("€45");
    expect(price("pro")).toHaveTextContent("€200");
  });

  it("says 'Network error. Please try again.' and keeps the default plans when the config call fails", async () => {
    serveApi({
      configs: async () => {
        throw new TypeError("Failed to fetch");
      },
      records: async () => json(liveRecords),
    });
    renderSection();
    await waitFor(() => expect(notice()).toHaveTextContent("Network error. Please try again."));
    expect(notice()).toHaveTextContent(pricingCopy.fallbackNotice);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(price("enterprise")).toHaveTextContent("Custom");
  });

  it("says 'Network error. Please try again.' for the config call even when it answers a server error", async () => {
    serveApi({
      configs: async () => json({ message: "Config table is locked" }, 500),
      records: async () => json(liveRecords),
    });
    renderSection();
    await waitFor(() => expect(notice()).toHaveTextContent(messages.request.network));
    expect(notice()).not.toHaveTextContent("Config table is locked");
  });

  it("shows the server's message and the default prices when the pricing call fails with JSON", async () => {
    serveApi({
      configs: async () => json(liveConfigs),
      records: async () => json({ message: "Pricing is down" }, 500),
    });
    renderSection();
    await waitFor(() => expect(notice()).toHaveTextContent("Pricing is down"));
    expect(price("basic")).toHaveTextContent("€44");
    expect(price("pro")).toHaveTextContent("€206");
  });

  it("shows 'Unexpected response format.' when the pricing call answers HTML", async () => {
    serveApi({
      configs: async () => json(liveConfigs),
      records: async () =>
        new Response("<!doctype html>", { status: 200, headers: { "content-type": "text/html" } }),
    });
    renderSection();
    await waitFor(() => expect(notice()).toHaveTextContent(messages.request.unexpectedFormat));
    expect(price("basic")).toHaveTextContent("€44");
  });

  it("shows one notice per failed call, naming each failure once", async () => {
    serveApi({
      configs: async () => {
        throw new TypeError("Failed to fetch");
      },
      records: async () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderSection();
    await waitFor(() => expect(notice()).toHaveTextContent(messages.request.network));
    const text = notice().textContent ?? "";
    expect(text.split(messages.request.network)).toHaveLength(2);
  });

  it("keeps the period a visitor chose before hydration, as the browser shows it checked", async () => {
    serveApi({ configs: never, records: never });
    const Stub = createRoutesStub([{ path: "/pricing", Component: PlansSection }]);
    const page = (
      <QueryClientProvider client={new QueryClient()}>
        <Stub initialEntries={["/pricing"]} />
      </QueryClientProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const section = within(container);
    // A static page's island: the radios work before React runs, and the visitor chose Yearly.
    const yearly = section.getByRole("radio", { name: /^Yearly/ });
    yearly.click();
    expect(yearly).toBeChecked();

    const root = await act(async () => hydrateRoot(container, page));
    await waitFor(() => expect(price("basic")).toHaveTextContent("€35"));
    expect(section.getByRole("radio", { name: /^Yearly/ })).toBe(yearly);
    expect(yearly).toBeChecked();
    expect(section.getByRole("radio", { name: /^Monthly/ })).not.toBeChecked();
    act(() => root.unmount());
    container.remove();
  });
});
