import { isRouteErrorResponse } from "react-router";
import { notFoundCopy } from "#content/not-found.ts";
import { paths } from "#contracts/paths.ts";

/**
 * docs/product.md §Routes's router error screen: what the root shows when a route fails to load or render, with the
 * error's status or message. A plain link home, since the router itself may be what failed.
 */
export function RouterErrorScreen({ error }: { error: unknown }) {
  const copy = notFoundCopy.routerError;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || ""}`.trim()
    : error instanceof Error
      ? error.message
      : copy.unknown;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center px-6 py-24">
      <h1 className="text-3xl font-semibold tracking-tight">{copy.title}</h1>
      <p className="mt-4 rounded-xl bg-red-50 px-4 py-3 font-mono text-sm text-red-800 ring-1 ring-red-200">
        {detail}
      </p>
      <a href={paths.home} className="mt-8 font-semibold text-brand-700 hover:underline">
        {copy.back}
      </a>
    </main>
  );
}
