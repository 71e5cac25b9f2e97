/**
 * Which tasks make a page's Total Blocking Time as Lighthouse counts it. With its default
 * (simulated) throttling, Lighthouse does not measure blocking time: its simulator (Lantern) replays
 * the page's main-thread tasks four times slower on a slow network, in an order rebuilt from their
 * dependencies, and counts what each task spends over 50 ms between the simulated first paint and
 * the simulated time to interactive. Lighthouse's own long-task list gives observed tasks, which
 * do not say which of them the simulation put inside that window. This recomputes the metric from
 * the run's trace and lists each task's share, so a page over its budget says what to work on.
 *
 * Two things it shows that the observed trace does not (docs/performance.md):
 * - Work that happens before the real first paint can still count. The simulated first paint
 *   waits only for the layout and paint tasks, so the task that commits the navigation and the
 *   HTML parsing task are replayed after it.
 * - Every observed task longer than 12.5 ms counts, and on a busy two-core machine one that takes
 *   5 ms when quiet often takes longer.
 */
import { Audit } from "lighthouse/core/audits/audit.js";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

export type BlockingTask = {
  /** This task's share of the blocking time: the mean over Lantern's two estimates, as the metric. */
  blockingMs: number;
  /** Its length in the simulation (the observed length times the CPU slowdown). */
  simulatedMs: number;
  /** When it started in the real load, after navigation start, and how long it took there. */
  observedStartMs: number;
  observedMs: number;
  /** What the task spent its time on and the scripts it names: "module evaluation 9 ms; root-….js". */
  work: string;
};

type TraceEvent = { name: string; ts: number; args?: { data?: { isLoadingMainFrame?: boolean } } };
type RunnerResult = { lhr: { configSettings: unknown }; artifacts: { Trace: { traceEvents: TraceEvent[] } } };
type CpuNode = {
  type: string;
  startTime: number;
  endTime: number;
  childEvents: { name: string; ts: number; dur?: number; args?: { data?: { url?: string } } }[];
};
type Estimate = {
  timeInMs: number;
  nodeTimings: Map<CpuNode, { startTime: number; endTime: number; duration: number }>;
};
type Metric = { optimisticEstimate: Estimate; pessimisticEstimate: Estimate };

/** Trace event names grouped into what a reader acts on. */
const WORK_KINDS: Record<string, string> = {
  "DocumentLoader::CommitNavigation": "navigation commit",
  ParseHTML: "HTML parsing",
  UpdateLayoutTree: "style and layout",
  Layout: "style and layout",
  Paint: "paint",
  "v8.compileModule": "module compile",
  ScriptCatchup: "module compile",
  "v8.evaluateModule": "module evaluation",
  EvaluateScript: "script",
  "v8.callFunction": "script",
  MinorGC: "garbage collection",
  MajorGC: "garbage collection",
};

export async function blockingTasks(result: RunnerResult): Promise<BlockingTask[]> {
  // Lighthouse's computed artifacts take its result's own types; the runner's are not exported.
  const context = { settings: result.lhr.configSettings, computedCache: new Map() } as never;
  const data = Audit.makeMetricComputationDataInput(result.artifacts as never, context);
  const tbt = (await LanternTotalBlockingTime.request(data, context)) as unknown as Metric;
  const fcp = (await LanternFirstContentfulPaint.request(data, context)) as unknown as Metric;
  const tti = (await LanternInteractive.request(data, context)) as unknown as Metric;
  // The metric pairs each estimate with the opposite paint estimate (TotalBlockingTime.js).
  const estimates = [
    {
      timings: tbt.optimisticEstimate.nodeTimings,
      from: fcp.pessimisticEstimate.timeInMs,
      to: tti.optimisticEstimate.timeInMs,
    },
    {
      timings: tbt.pessimisticEstimate.nodeTimings,
      from: fcp.optimisticEstimate.timeInMs,
      to: tti.pessimisticEstimate.timeInMs,
    },
  ];
  const navigationStart =
    result.artifacts.Trace.traceEvents.find(
      (event) => event.name === "navigationStart" && event.args?.data?.isLoadingMainFrame,
    )?.ts ?? 0;
  const shares = new Map<CpuNode, { blocking: number; simulated: number }>();
  for (const { timings, from, to } of estimates) {
    for (const [node, timing] of timings) {
      if (node.type !== "cpu") continue;
      const event = { start: timing.startTime, end: timing.endTime, duration: timing.duration };
      const blocking = Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, from, to);
      const share = shares.get(node) ?? { blocking: 0, simulated: timing.duration };
      share.blocking += blocking / estimates.length;
      shares.set(node, share);
    }
  }
  return [...shares]
    .filter(([, share]) => share.blocking >= 1)
    .sort(([, a], [, b]) => b.blocking - a.blocking)
    .map(([node, share]) => ({
      blockingMs: Math.round(share.blocking),
      simulatedMs: Math.round(share.simulated),
      observedStartMs: Math.round((node.startTime - navigationStart) / 1000),
      observedMs: Math.round((node.endTime - node.startTime) / 100) / 10,
      work: describeWork(node),
    }));
}

/** What a task spent its time on, by kind (its outermost events of each), and the scripts it names. */
export function describeWork(node: Pick<CpuNode, "childEvents">): string {
  const byKind = new Map<string, number>();
  let coveredUntil = 0;
  const scripts = new Set<string>();
  for (const event of node.childEvents) {
    const url = event.args?.data?.url;
    if (url?.includes("/assets/")) scripts.add(url.slice(url.lastIndexOf("/") + 1));
    const kind = WORK_KINDS[event.name];
    // Count the outermost event of a kind only: a layout inside a script call is the script's time.
    if (!kind || !event.dur || event.ts < coveredUntil) continue;
    byKind.set(kind, (byKind.get(kind) ?? 0) + event.dur / 1000);
    coveredUntil = event.ts + event.dur;
  }
  const kinds = [...byKind]
    .filter(([, ms]) => ms >= 1)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 3)
    .map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`);
  const named = [...scripts].slice(0, 2).join(", ");
  return `${kinds.join(", ") || "unattributed"}${named ? `; ${named}${scripts.size > 2 ? ", …" : ""}` : ""}`;
}
