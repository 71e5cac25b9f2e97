// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { answersAsShown } from "./answers.ts";

/**
 * The check of `client:answers`: which answers count as the one a page shows. The browser end of it
 * (the calls made as the page loads, a changed price and a failed call shown without an
 * interaction) is e2e/pricing.spec.ts.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const shown = [{ pricingConfigId: 2, monthlyPrice: 44, discount: 20 }];

function answer(body: string, init: { status?: number; contentType?: string } = {}) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(body, {
          status: init.status ?? 200,
          headers: { "content-type": init.contentType ?? "application/json" },
        }),
    ),
  );
}

describe("answersAsShown", () => {
  it("takes the same JSON for the answer shown", async () => {
    answer(JSON.stringify(shown));
    await expect(answersAsShown("/api/pricing", shown)).resolves.toBe(true);
  });

  it.each([
    ["another price", JSON.stringify([{ ...shown[0], monthlyPrice: 49 }]), {}],
    [
      "the same figures with their keys in another order",
      '[{"monthlyPrice":44,"pricingConfigId":2,"discount":20}]',
      {},
    ],
    ["an error status", JSON.stringify(shown), { status: 500 }],
    ["an answer that is not JSON", JSON.stringify(shown), { contentType: "text/html" }],
  ])("takes %s for a different answer", async (_, body, init) => {
    answer(body, init);
    await expect(answersAsShown("/api/pricing", shown)).resolves.toBe(false);
  });

  it("takes no answer for a different one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(answersAsShown("/api/pricing", shown)).resolves.toBe(false);
  });
});
