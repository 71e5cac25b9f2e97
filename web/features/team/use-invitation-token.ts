import { useEffect, useState } from "react";

/**
 * The `invitation` of a mailed team link, read after hydration (the page is prerendered) and then
 * taken out of the address bar, as the other mailed links' tokens are. Null when the link had none.
 */
export function useInvitationToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const { search, pathname } = window.location;
    const found = new URLSearchParams(search).get("invitation");
    if (!found) return;
    setToken(found);
    window.history.replaceState(window.history.state, "", pathname);
  }, []);
  return token;
}
