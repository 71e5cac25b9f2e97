import { paths } from "#contracts/paths.ts";

/**
 * A confirmation the sign-in page shows when another screen sends the visitor there (the reset page
 * after a new password, the portal after a logout). The sign-in page is a static document, and a
 * document navigation carries no state: the notice waits in the tab's sessionStorage and is taken
 * once by the page it was left for. Never in the URL, where it would be shared, logged and shown
 * again on a reload.
 */
const NOTICE_KEY = "avatalk.sign-in-notice";
const NOTICE_MAX_LENGTH = 200;

type NoticeStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A notice as stored: a short string, or nothing (anything else was not left by us). */
export function signInNotice(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 && value.length <= NOTICE_MAX_LENGTH
    ? value
    : undefined;
}

/** Leaves the notice for the next sign-in page this tab opens. */
export function leaveSignInNotice(notice: string, store: NoticeStore = sessionStorage): void {
  try {
    store.setItem(NOTICE_KEY, notice);
  } catch (error) {
    // Storage refused (full, or turned off): the visitor still goes to sign in, without the notice.
    console.warn("The sign-in notice could not be kept", error);
  }
}

/** The notice left for this sign-in page, taken so that a reload or a later visit does not show it. */
export function takeSignInNotice(store: NoticeStore = sessionStorage): string | undefined {
  try {
    const notice = store.getItem(NOTICE_KEY);
    store.removeItem(NOTICE_KEY);
    return signInNotice(notice);
  } catch (error) {
    console.warn("The sign-in notice could not be read", error);
    return undefined;
  }
}

/**
 * To the sign-in page as a new document, saying `notice` there; `search` carries the portal page to
 * come back to, and `replace` leaves the page being left out of the history.
 */
export function goToSignIn({
  notice,
  search = "",
  replace = false,
}: {
  notice?: string;
  search?: string;
  replace?: boolean;
} = {}): void {
  if (notice) leaveSignInNotice(notice);
  const url = `${paths.signIn}${search}`;
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
