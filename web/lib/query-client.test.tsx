import { focusManager, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useAppQueryClient } from "./query-client.ts";

describe("useAppQueryClient", () => {
  it("gives every component of the tab one client, mounted, when no screen provides one", () => {
    const first = renderHook(() => useAppQueryClient());
    const second = renderHook(() => useAppQueryClient());
    const client = first.result.current;
    expect(client).toBeInstanceOf(QueryClient);
    expect(second.result.current).toBe(client);
    first.rerender();
    expect(first.result.current).toBe(client);
    // Mounted as QueryClientProvider would: the cache hears the window regain focus.
    expect(focusManager.hasListeners()).toBe(true);
  });

  it("uses the client a screen or a test provides", () => {
    const provided = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={provided}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAppQueryClient(), { wrapper });
    expect(result.current).toBe(provided);
  });
});
