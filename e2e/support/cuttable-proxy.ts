import net from "node:net";
import { freePort } from "#scripts/postgres.ts";

export type CuttableProxy = {
  origin: string;
  /** The network goes away: open connections are cut, new ones refused, until `restore`. */
  drop(): void;
  restore(): void;
  close(): Promise<void>;
};

/**
 * A TCP relay on 127.0.0.1 in front of a server, to take the network away from a browser for real.
 * Chromium's offline emulation fails new requests but leaves a streaming response open, so a
 * stream's reconnect is only tested when its connection is actually cut.
 */
export async function cuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const port = await freePort();
  const open = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(targetPort, "127.0.0.1");
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.once("close", () => open.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    drop() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
