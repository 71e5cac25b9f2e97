import type { FfmpegTools } from "./ffmpeg-tools.ts";
import { type RunLimits, runProgram } from "./run-program.ts";

/** One track's packets as listed: how many, the span they cover, the longest gap between keyframes. */
export type StreamPackets = {
  packets: number;
  /** Seconds: the first packet's time and the last one's end (time plus duration). */
  start: number;
  end: number;
  longestKeyframeGap: number;
  keyframes: number;
};

export type PacketListing = {
  /** By stream index; packets an edit list discards (flag D) are not counted. */
  streams: Map<number, StreamPackets>;
  /** Packets read, every track together. */
  total: number;
  /** More than `maxPackets`: ffprobe was stopped there, and the figures cover only what was read. */
  overLimit: boolean;
  /** ffprobe's end: it failed (`code`), ran out of memory or time. */
  code: number | null;
  memoryExceeded: boolean;
  timedOut: boolean;
  stderrTail: string;
};

/** A line longer than this is not ffprobe's packet listing: the listing is stopped. */
const MAX_LINE_CHARACTERS = 1_000;

/**
 * Every packet of a file (or of `select`, ffprobe's stream specifier), read without decoding and
 * counted as ffprobe prints them, line by line: nothing but the current chunk is held, and ffprobe is
 * stopped once `maxPackets` have been read. A file of millions of tiny packets costs the server the
 * same few megabytes as a real recording.
 */
export async function listPackets(
  tools: FfmpegTools,
  file: string,
  options: { maxPackets: number; select?: string; limits: RunLimits },
): Promise<PacketListing> {
  const streams = new Map<number, StreamPackets & { lastKeyframe?: number; lastTime: number }>();
  let total = 0;
  let overLimit = false;
  let partial = "";
  const stop = new AbortController();
  const signal = options.limits.signal ? AbortSignal.any([stop.signal, options.limits.signal]) : stop.signal;

  const count = (line: string) => {
    // stream_index,pts_time,dts_time,duration_time,flags (ffprobe's order, whatever the request's).
    const [index, pts, dts, duration, flags] = line.split(",");
    if (index === undefined || index === "" || flags?.[1] === "D") return;
    total += 1;
    const time = Number.isFinite(Number(pts)) && pts !== "" ? Number(pts) : Number(dts);
    const stream = streams.get(Number(index)) ?? {
      packets: 0,
      start: Number.POSITIVE_INFINITY,
      end: 0,
      longestKeyframeGap: 0,
      keyframes: 0,
      lastTime: 0,
    };
    streams.set(Number(index), stream);
    stream.packets += 1;
    if (!Number.isFinite(time)) return;
    stream.start = Math.min(stream.start, time);
    stream.end = Math.max(stream.end, time + (Number(duration) || 0));
    stream.lastTime = Math.max(stream.lastTime, time);
    if (flags?.[0] === "K") {
      if (stream.lastKeyframe !== undefined) {
        stream.longestKeyframeGap = Math.max(stream.longestKeyframeGap, time - stream.lastKeyframe);
      }
      stream.lastKeyframe = time;
      stream.keyframes += 1;
    }
  };

  const result = await runProgram(
    tools.ffprobe,
    [
      "-v",
      "error",
      ...(options.select ? ["-select_streams", options.select] : []),
      "-show_entries",
      "packet=stream_index,pts_time,dts_time,duration_time,flags",
      "-of",
      "csv=p=0",
      file,
    ],
    {
      ...options.limits,
      signal,
      onStdout: (chunk) => {
        if (overLimit) return;
        const lines = (partial + chunk).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) {
          count(line);
          if (total > options.maxPackets) {
            overLimit = true;
            stop.abort();
            return;
          }
        }
        if (partial.length > MAX_LINE_CHARACTERS) {
          overLimit = true;
          stop.abort();
        }
      },
    },
  );
  if (!overLimit && partial) count(partial);
  const listed = new Map<number, StreamPackets>();
  for (const [index, { lastKeyframe, lastTime, ...stream }] of streams) {
    // The gap after the last keyframe counts too: a clip must have one every so often to its end.
    if (lastKeyframe !== undefined) {
      stream.longestKeyframeGap = Math.max(stream.longestKeyframeGap, lastTime - lastKeyframe);
    }
    if (!Number.isFinite(stream.start)) stream.start = 0;
    listed.set(index, stream);
  }
  return {
    streams: listed,
    total,
    overLimit,
    code: result.code,
    memoryExceeded: result.memoryExceeded,
    timedOut: result.timedOut,
    stderrTail: result.stderrTail,
  };
}

/** How long a track lasts by its packets: from its first packet's time to its last one's end. */
export const spanOf = (stream: StreamPackets | undefined) =>
  stream ? Math.max(0, stream.end - stream.start) : 0;
