import { z } from "#contracts/zod.ts";

/**
 * A confirmation the sign-in page shows when another screen sends the visitor there (the reset
 * page after a new password). It travels in the navigation state, never in the URL.
 */
const NoticeState = z.object({ notice: z.string().max(200) });

export function signInNotice(state: unknown): string | undefined {
  const parsed = NoticeState.safeParse(state);
  return parsed.success ? parsed.data.notice : undefined;
}

export function withSignInNotice(notice: string): { notice: string } {
  return { notice };
}
