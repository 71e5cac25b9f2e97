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
