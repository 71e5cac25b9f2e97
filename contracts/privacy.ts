import { currentPasswordField } from "./auth.ts";
import { formBody } from "./form-fields.ts";
import { RETENTION } from "./retention.ts";
import { z } from "./zod.ts";

export { RETENTION };

export type RetentionDays = (typeof RETENTION.conversationDayChoices)[number];

export const privacyMessages = {
  retentionInvalid: "Choose 30, 90, 180 or 365 days.",
  privacyNoticeInvalid: "Enter the address of your privacy notice, starting with https://.",
  deletePasswordWrong: "The password is not correct. Your account has not been deleted.",
  lastAdmin:
    "You are the last administrator. Make another account an administrator before deleting this one.",
  accountDeleted: "Your account and all its data have been deleted.",
  deleteFailed: "We couldn't delete your account. Please try again.",
  exportFailed: "We couldn't prepare your export. Please try again.",
  exportLinkInvalid: "This download link has been used or has expired. Request a new export in the portal.",
  exportNotReady: "Your export is not ready yet.",
  exportTooSoon: "An export is already being prepared.",
} as const;

/** POST /api/users/me/delete: the password again, so a session left open cannot delete the account. */
export const DeleteAccountBody = formBody({ password: currentPasswordField });
export type DeleteAccountInput = z.input<typeof DeleteAccountBody>;

export const AccountDeleted = z.object({ message: z.string() });

/** Where the newest export stands; `none` before the first one or after it expired. */
export const DataExportStatus = z.object({
  status: z.enum(["none", "pending", "ready", "failed"]),
  requestedAt: z.iso.datetime().nullable(),
  readyAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** Whether the archive's one download has been used. */
  downloaded: z.boolean(),
});
export type DataExportStatus = z.infer<typeof DataExportStatus>;

/** POST /api/users/me/export/link: a single-use link to the ready archive. */
export const DataExportLink = z.object({ url: z.string() });

export const DataExportDownloadQuery = z.object({ token: z.string().min(1).max(200) });
