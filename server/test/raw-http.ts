import net from "node:net";

export type RawResponse = {
  /** Whether the server closed the connection before the deadline. */
  closed: boolean;
  status: number | undefined;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the server closing the socket (or the deadline). */
  ms: number;
};

/**
 * Talks HTTP over a bare socket, for what a client library would not send: a malformed request
 * line, an unknown method, a body that trickles in. `chunks` are written `gapMs` apart while the
 * socket is open; the answer is collected until the server closes it or `deadlineMs` passes.
 */
export function rawRequest(
  port: number,
  chunks: string[],
  { gapMs = 0, deadlineMs = 5_000 }: { gapMs?: number; deadlineMs?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let received = "";
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const writeNext = (index: number) => {
      if (index >= chunks.length || socket.destroyed) return;
      socket.write(chunks[index] ?? "");
      timer = setTimeout(() => writeNext(index + 1), gapMs);
    };
    const finish = () => {
      clearTimeout(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ closed, ...parse(received), ms: performance.now() - started });
    };
    const deadline = setTimeout(finish, deadlineMs);
    socket.setEncoding("utf8");
    socket.on("connect", () => writeNext(0));
    socket.on("data", (data: string) => {
      received += data;
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      closed = true;
      finish();
    });
  });
}

function parse(text: string): Pick<RawResponse, "status" | "headers" | "body"> {
  const [head = "", ...rest] = text.split("\r\n\r\n");
  const [statusLine = "", ...headerLines] = head.split("\r\n");
  const status = Number(statusLine.split(" ")[1]) || undefined;
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status, headers, body: rest.join("\r\n\r\n") };
}
