import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

/** How long the prerender waits for a page's suspended parts before it gives up on the page. */
export const streamTimeout = 5_000;

/**
 * Renders a page for the prerender (`ssr: false`: this runs only at build time, decision 2). Two
 * things differ from React Router's default entry:
 *
 * - The whole page is rendered before anything is written (`onAllReady`), as the default does only
 *   for bots and the SPA shell: a prerendered file is read whole, never streamed to a waiting browser.
 * - No Suspense boundary is outlined. By default React writes a finished boundary that comes after
 *   the first 12,800 bytes of a page (`progressiveChunkSize`) at the end of the document, in a hidden
 *   block with an inline script that moves it into place after the page has painted. That put the
 *   home page's plans and contact form and the account forms outside the first paint (and, without
 *   JavaScript, nowhere), and moving them laid the whole page out again after its first paint: a
 *   long task on a phone (docs/performance.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          // A page that fails anywhere is written with a 500, which fails the prerender; say why.
          status = 500;
          console.error(error);
        },
      },
    );
    // Abort after the timeout, with time left to write the boundaries that failed.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
