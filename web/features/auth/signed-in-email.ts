/**
 * The one thing the browser keeps about a session itself: the signed-in address, for display (as the
 * original client did, under the storage key "email"; docs/product.md §Data). Tokens live only in HttpOnly cookies (docs/product.md §Security).
 */
const STORAGE_KEY = "email";

export function readSignedInEmail(): string | undefined {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    // Storage can be disabled (private modes, policies): then there is simply nothing to show.
    return undefined;
  }
}

export function rememberSignedInEmail(email: string | undefined): void {
  try {
    if (email) window.localStorage.setItem(STORAGE_KEY, email);
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See readSignedInEmail: the session still works, only the stored address is missing.
  }
}
