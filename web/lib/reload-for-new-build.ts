/**
 * A page kept open across a deploy asks for chunks the new build no longer has (their names carry
 * their content's hash), and a static page's islands ask for theirs only when the visitor acts or
 * scrolls (decision 0054): its controls would do nothing. It is loaded again from the server, with the new
 * build's chunks, as React Router does when a route's module fails to load; but at most once in
 * ten seconds, so that a chunk failing for another reason does not reload the page over and over.
 * Never while the browser is offline: the chunk failed for that, and a reload would show the
 * browser's offline page in place of the visitor's typed text; the import's own failure is then
 * the page's to show (a form says the network is gone). Answers whether it reloads.
 */
export function reloadForNewBuild(): boolean {
  const key = "avatalk:reloaded-for-new-build";
  if (!navigator.onLine) return false;
  const now = Date.now();
  try {
    if (now - Number(sessionStorage.getItem(key)) < 10_000) return false;
    sessionStorage.setItem(key, String(now));
  } catch {
    // Without storage there is nothing to tell a second failure by: no reload, no loop.
    return false;
  }
  location.reload();
  return true;
}

/**
 * Vite's own signal that a lazy chunk failed to load (a dialog, a form's schema): the page reloads
 * instead of the import failing, when it may.
 */
export function reloadWhenChunksAreGone(): void {
  addEventListener("vite:preloadError", (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
