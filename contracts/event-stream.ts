/**
 * The server-sent event wire format (text/event-stream), read from a fetch body: the widget and the
 * portal read their live streams with fetch rather than EventSource, which can send neither the
 * widget's headers nor a Last-Event-ID of the caller's choosing on its first connect.
 */
export type StreamEvent = { event: string; data: string; id: string | undefined };

/** Feeds text chunks in, gets whole events out; keeps a partial event until its blank line comes. */
export function eventStreamParser(onEvent: (event: StreamEvent) => void): (chunk: string) => void {
  let buffer = "";
  return (chunk) => {
    buffer += chunk.replaceAll("\r\n", "\n");
    let end = buffer.indexOf("\n\n");
    while (end !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
      let event = "message";
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split("\n")) {
        // A line starting with a colon is a comment (the heartbeat).
        if (line === "" || line.startsWith(":")) continue;
        const colon = line.indexOf(":");
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event = value;
        else if (field === "data") data.push(value);
        else if (field === "id") id = value;
      }
      if (data.length > 0) onEvent({ event, data: data.join("\n"), id });
    }
  };
}

/** Waits between reconnects: quick at first, then at most every 10 s. */
const retryMs = (attempt: number) => Math.min(500 * 2 ** attempt, 10_000);

/**
 * Keeps reading an event stream across drops (the network, a replica going away): `open` connects
 * (with the caller's Last-Event-ID, so it resumes after the last event it took), each body chunk
 * goes to `onChunk`, and after any end or failure it connects again, at once when the browser says
 * it is online again. Returns the way to stop it.
 */
export function followEventStream(
  open: (signal: AbortSignal) => Promise<Response>,
  onChunk: (chunk: string) => void,
): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let wake: (() => void) | undefined;
  const onOnline = () => wake?.();
  addEventListener("online", onOnline);

  void (async () => {
    for (let attempt = 0; !stopped; ) {
      controller = new AbortController();
      try {
        const response = await open(controller.signal);
        if (response.ok && response.body) {
          attempt = 0;
          const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            onChunk(value);
          }
        }
      } catch {
        // Offline, or aborted: try again below.
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, retryMs(attempt));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
      attempt += 1;
    }
  })();

  return () => {
    stopped = true;
    removeEventListener("online", onOnline);
    controller?.abort();
    wake?.();
  };
}
