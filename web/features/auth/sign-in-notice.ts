/**
 * A confirmation the sign-in page shows when another screen sends the visitor there (the reset
 * page after a new password). It travels in the navigation state, never in the URL.
 */
type NoticeState = { notice: string };

export function signInNotice(state: unknown): string | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const notice: unknown = Reflect.get(state, "notice");
  return typeof notice === "string" && notice.length <= 200 ? notice : undefined;
}

export function withSignInNotice(notice: string): NoticeState {
  return { notice };
}
