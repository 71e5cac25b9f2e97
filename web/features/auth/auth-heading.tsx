import type { ReactNode } from "react";

/** Title, lead and the "member?" link of an account screen. */
export function AuthHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-semibold tracking-tight text-slate-950">{title}</h1>
      {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
      {children ? <p className="mt-3 text-sm text-slate-600">{children}</p> : null}
    </header>
  );
}
