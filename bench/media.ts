/**
 * The media pipeline's budgets: processing a 60-second 1080p H.264 or HEVC clip takes at
 * most 1.0x its duration on this 2-core machine, and a compliant 720p H.264/AAC clip (a remux) under
 * 2 s. Each clip goes through what a "clip" job runs (server/media/clip-job.ts): the probe, the
 * processing (process-clip.ts, which also finds the speech for the captions). Exits 1 when over budget.
 *
 *   npm run bench:media
 *
 * The clips are generated once with ffmpeg (testsrc2, a tone and a spoken sentence) and kept in
 * $TMPDIR/avatalk-bench-media, so a second run measures only the processing.
 */
import { readFileSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ensureFfmpeg } from "#scripts/find-ffmpeg.ts";
import type { FfmpegTools } from "#server/media/ffmpeg-tools.ts";
import { probeUpload } from "#server/media/probe.ts";
import { ClipProcessingError, processClip } from "#server/media/process-clip.ts";
import { runProgram } from "#server/media/run-program.ts";

const DURATION_SECONDS = 60;
const REMUX_BUDGET_SECONDS = 2;

type Clip = {
  name: string;
  file: string;
  /** Seconds the clip may take, or a factor of its duration. */
  budget: { seconds: number } | { factor: number };
  /** ffmpeg's arguments after the inputs, to make it. */
  encode: string[];
  size: string;
};

const folder = path.join(os.tmpdir(), "avatalk-bench-media");
// Cheapest first, each measured as soon as it is made: on a loaded machine the HEVC encode is slow.
const clips: Clip[] = [
  {
    name: "720p H.264/AAC, compliant",
    file: path.join(folder, "h264-720p-compliant.mp4"),
    budget: { seconds: REMUX_BUDGET_SECONDS },
    size: "1280x720",
    // A keyframe every second: the worker copies such a video instead of encoding it again.
    encode: ["-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p", "-g", "30", "-c:a", "aac"],
  },
  {
    name: "1080p H.264 (MP4)",
    file: path.join(folder, "h264-1080p.mp4"),
    budget: { factor: 1 },
    size: "1920x1080",
    encode: ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
  },
  {
    name: "1080p HEVC (MOV)",
    file: path.join(folder, "hevc-1080p.mov"),
    budget: { factor: 1 },
    size: "1920x1080",
    encode: [
      "-c:v",
      "libx265",
      "-preset",
      "ultrafast",
      "-tag:v",
      "hvc1",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
    ],
  },
];

/** A spoken sentence (espeak-ng, when installed), so the speech detection has something to find. */
async function speech(): Promise<string | undefined> {
  const file = path.join(folder, "speech.wav");
  const result = await runProgram(
    "espeak-ng",
    [
      "-w",
      file,
      "Hello, thank you for asking. Our plans start at twenty euros a month, and you can cancel at any time.",
    ],
    { timeoutMs: 60_000 },
  ).catch(() => undefined);
  return result?.code === 0 ? file : undefined;
}

async function generate(tools: FfmpegTools, clip: Clip, spoken: string | undefined): Promise<void> {
  if (
    await fs.stat(clip.file).then(
      () => true,
      () => false,
    )
  )
    return;
  const inputs = [
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=${clip.size}:rate=30:duration=${DURATION_SECONDS}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=220:sample_rate=48000:duration=${DURATION_SECONDS}`,
  ];
  // The sentence 3 s in, over a quiet tone.
  const audio = spoken
    ? [
        "-i",
        spoken,
        "-filter_complex",
        "[1:a]volume=0.1[t];[2:a]adelay=3000:all=1[s];[t][s]amix=inputs=2:duration=first[a]",
        "-map",
        "0:v",
        "-map",
        "[a]",
      ]
    : ["-map", "0:v", "-map", "1:a"];
  const partial = `${clip.file}.partial${path.extname(clip.file)}`;
  const result = await runProgram(
    tools.ffmpeg,
    ["-hide_banner", "-y", ...inputs, ...audio, ...clip.encode, partial],
    {
      timeoutMs: 30 * 60_000,
    },
  );
  if (result.code !== 0) throw new Error(`could not generate ${clip.name}: ${result.stderrTail}`);
  await fs.rename(partial, clip.file);
}

/**
 * CPU seconds of the finished child processes (ffmpeg, ffprobe), from /proc: on a machine shared with
 * other work the wall time says little, the CPU time what the clip costs.
 */
function childCpuSeconds(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  // Fields after the command name in parentheses; cutime and cstime are the 16th and 17th fields.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS;
}
/** USER_HZ, 100 on every Linux Node runs on. */
const CLOCK_TICKS = 100;

const seconds = (from: number, to: number) => (to - from) / 1000;

async function main(): Promise<void> {
  const tools = ensureFfmpeg();
  await fs.mkdir(folder, { recursive: true });
  const spoken = await speech();
  console.log(`clips generated in ${folder} (once)`);

  console.log(
    "\nwall s: probe, processing (speech detection included), total; ffmpeg's CPU s and that over the" +
      "\ncores, what the wall time would be on an idle machine; the load average when the clip began\n",
  );
  console.log("clip                         probe  process   total  budget     cpu  cpu/cores  load");
  let ok = true;
  for (const clip of clips) {
    await generate(tools, clip, spoken);
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "avatalk-bench-clip-"));
    try {
      const load = os.loadavg()[0] ?? 0;
      const cpuBefore = childCpuSeconds();
      const started = performance.now();
      const probe = await probeUpload(tools, clip.file);
      if (!probe.ok) throw new Error(`${clip.name} refused by the probe: ${probe.message}`);
      const probed = performance.now();
      const processed = await processClip({ tools, input: clip.file, probed: probe.probed, workDir }).catch(
        (error: unknown) => {
          // The watchdog (3x the duration) stops ffmpeg on a machine too busy for it: a figure too.
          if (!(error instanceof ClipProcessingError)) throw error;
          console.log(
            `${clip.name.padEnd(27)}failed after ${seconds(started, performance.now()).toFixed(1)} s` +
              ` (${(childCpuSeconds() - cpuBefore).toFixed(1)} CPU s, load ${load.toFixed(1)}): ${error.userMessage}`,
          );
          return undefined;
        },
      );
      if (!processed) {
        ok = false;
        continue;
      }
      const done = performance.now();
      const cpu = childCpuSeconds() - cpuBefore;
      const total = seconds(started, done);
      const budget =
        "factor" in clip.budget ? clip.budget.factor * probe.probed.durationSeconds : clip.budget.seconds;
      const over = total > budget;
      ok &&= !over;
      const expectRemux = "seconds" in clip.budget;
      if (processed.remuxed !== expectRemux) {
        ok = false;
        console.log(`${clip.name}: expected ${expectRemux ? "a remux" : "an encode"}, got the other`);
      }
      const cores = os.cpus().length;
      console.log(
        `${clip.name.padEnd(27)}${seconds(started, probed).toFixed(1).padStart(7)}${seconds(probed, done).toFixed(1).padStart(9)}` +
          `${total.toFixed(1).padStart(8)}  ≤ ${budget.toFixed(1).padStart(4)} s` +
          `${cpu.toFixed(1).padStart(8)}${(cpu / cores).toFixed(1).padStart(11)}${load.toFixed(1).padStart(6)}` +
          `  ${processed.remuxed ? "remuxed" : "encoded"} to ${processed.width}x${processed.height}${over ? ", OVER BUDGET" : ""}`,
      );
    } finally {
      await fs.rm(workDir, { recursive: true, force: true });
    }
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
