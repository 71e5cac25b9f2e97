import { QueryClient, type QueryClientConfig, QueryClientContext } from "@tanstack/react-query";
import { useContext, useState } from "react";

let tabClient: QueryClient | undefined;

/**
 * The library's cache and retry defaults are kept (docs/product.md §Constants). One change: a form sent while the
 * browser is offline fails at once with the network error of the catalogue (docs/product.md §Errors). The library
 * would hold it paused until the connection returns, its button reading "Sending..." with nothing
 * to say why.
 */
const appQueryClientOptions = {
  defaultOptions: { mutations: { networkMode: "always" } },
} as const satisfies QueryClientConfig;

/**
 * One client per browser tab, created by the first component that makes a call. `mount` is what
 * `QueryClientProvider` would do: refetching on focus and when the connection returns.
 */
function browserTabClient(): QueryClient {
  if (!tabClient) {
    tabClient = new QueryClient(appQueryClientOptions);
    tabClient.mount();
  }
  return tabClient;
}

/**
 * The query client for `useQuery`, `useQueries` and `useMutation` (their second argument): the one a
 * screen or a test provides, otherwise the tab's own. No provider sits in the root layout, so a
 * page that makes no call (a legal page, a blog post) loads no TanStack Query at all (the web
 * quality issue, decision 0011). Prerendering makes no calls, so each render there gets a
 * throwaway client rather than one shared between pages.
 */
export function useAppQueryClient(): QueryClient {
  const provided = useContext(QueryClientContext);
  const [prerenderClient] = useState(() => (typeof window === "undefined" ? new QueryClient() : undefined));
  return provided ?? prerenderClient ?? browserTabClient();
}
