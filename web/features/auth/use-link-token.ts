import { useEffect, useState } from "react";

/**
 * The `token` of a mailed link (password reset, email verification), read after hydration: the
 * prerendered page has no query string. Undefined until read, null when the link had none.
 */
export function useLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const { search, pathname } = window.location;
    setToken(new URLSearchParams(search).get("token"));
    // The token stays in memory only: out of the address bar, the history and any shared screenshot.
    // Without a query there is nothing to take out, and a history write is a round trip to the
    // browser process while the page still loads (decision 0020).
    if (search) window.history.replaceState(window.history.state, "", pathname);
  }, []);
  return token;
}
