import type { ReactNode } from "react";
import { NoticeAlert } from "#web/components/ui/alert.tsx";
import { useNavigation } from "#web/components/ui/navigation.tsx";
import { AuthHeading } from "./auth-heading.tsx";
import { useLinkToken } from "./use-link-token.ts";

/**
 * Room kept for what the token brings, from the first paint: the account pages are centred, so a
 * part that appeared after hydration would otherwise move the heading (a layout shift). Literal
 * classes, so Tailwind finds them.
 */
const ROOM = {
  form: { className: "min-h-64" },
  status: { className: "min-h-32" },
} as const;

/**
 * A page a mailed link opens (/reset_password, /verify_email): the heading, then what the link's
 * token is for once it is read after hydration, or, for a visit without one, where to go instead.
 */
export function MailedLinkPage({
  title,
  lead,
  room,
  missing,
  children,
}: {
  title: string;
  lead: string;
  room: keyof typeof ROOM;
  /** Shown when the address has no token: what is wrong, and a link onward. */
  missing: { message: string; to: string; linkLabel: string };
  children: (token: string) => ReactNode;
}) {
  const token = useLinkToken();
  const { Link } = useNavigation();
  const { className } = ROOM[room];
  return (
    <>
      <AuthHeading title={title} lead={lead} />
      <div className={className}>
        {token === undefined ? null : token ? (
          children(token)
        ) : (
          <NoticeAlert>
            {missing.message}{" "}
            <Link href={missing.to} className="font-semibold underline underline-offset-4">
              {missing.linkLabel}
            </Link>
          </NoticeAlert>
        )}
      </div>
    </>
  );
}
