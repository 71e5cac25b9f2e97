// The bystander of bench/widget-flood.ts, in a thread of its own: polls /api/health one request at a
// time, 20 ms apart, until the time it was given, and posts back each answer's time. In the bench's
// own thread its timings were the load generators' event-loop delay (autocannon and the flood share
// that thread), not the server's answer time.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { url, until } = workerData;
const agent = new http.Agent({ keepAlive: true });
const timings = [];
const get = () =>
  new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/health`, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", reject);
  });
while (Date.now() < until) {
  const started = performance.now();
  const status = await get();
  timings.push(performance.now() - started);
  if (status !== 200) throw new Error(`health answered ${status}`);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
agent.destroy();
parentPort.postMessage(timings);
