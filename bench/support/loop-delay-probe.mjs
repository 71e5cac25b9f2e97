// Loaded into the production server by `node --import` (bench/widget-flood.ts): the delay of the
// server's own event loop, which no request from outside can measure, sent back over the IPC
// channel on request ("loop-delay") and reset, so each phase of a bench reads its own figures.
import { monitorEventLoopDelay } from "node:perf_hooks";

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
const ms = (nanoseconds) => nanoseconds / 1e6;
process.on("message", (message) => {
  if (message !== "loop-delay") return;
  process.send?.({
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  });
  histogram.reset();
});
// The channel must not keep a server that was told to stop alive.
process.channel?.unref();
