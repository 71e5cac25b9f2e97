import os from "node:os";
import { MEDIA_LIMITS } from "#contracts/media.ts";

/**
 * What one upload may make the media pipeline spend, decided before a frame is decoded
 * (docs/decisions/0037-media-bounds.md, docs/reliability.md "Media bounds"). The figures a customer
 * reads (the picture's side, the length) are in contracts/media.ts; these are the server's.
 */
const MIB = 1024 * 1024;
const cores = os.availableParallelism();

export const MEDIA_BOUNDS = {
  /** The largest picture a decoder may allocate (FFmpeg's `-max_pixels`): 4096x4096. */
  maxPicturePixels: MEDIA_LIMITS.maxSidePixels * MEDIA_LIMITS.maxSidePixels,
  /** Pixels a second a clip may need decoded: DCI 4K (4096x2160) at 60 frames a second. */
  maxPixelsPerSecond: 4096 * 2160 * 60,
  /** Tracks in one file: a phone writes video, sound and a few of metadata. */
  maxStreams: 16,
  /**
   * Packets in one file, every track together: three minutes of 240 fps slow motion (43,200) with its
   * sound (about 50 a second) and room to spare. A hostile file of millions of tiny packets is
   * refused once this many have been read.
   */
  maxPackets: 120_000,
  /** The packet listing's bytes kept at most (a line is about 30 bytes). */
  maxListingBytes: 8 * MIB,
  /**
   * The header's length may differ this much from the packets' (rounding, a last frame's duration,
   * sound a little longer than the picture); past it the header is not believed.
   */
  durationToleranceSeconds: 2,
  durationToleranceShare: 0.05,
  /**
   * Address space of one ffprobe: its libraries map about 270 MiB; probing a 4K clip takes 75 MiB
   * more. A 16000x16000 picture would take 750 MiB; it is refused by `-max_pixels` before that.
   */
  probeAddressSpaceBytes: 512 * MIB,
  /**
   * Address space of one ffmpeg: converting a 4096x4096 HEVC clip to 720p needs 1.2 GiB on two
   * cores; the decoder's and encoder's threads (one set per core) each add their frames and stacks.
   */
  ffmpegAddressSpaceBytes: 1024 * MIB + 256 * MIB * Math.min(cores, 16),
  /** One probe's wall clock and CPU: a 500 MB file is demuxed in about a second. */
  probeTimeoutMs: 30_000,
  probeCpuSeconds: 15,
  /**
   * Probes at once (each is one thread's work), and how many may wait, and for how long. A waiting
   * probe holds only its file, already on disk and counted against the account's reservation, so
   * the queue takes a whole hour's uploads of one account (60) per core: a burst a customer may
   * send is slowed, never turned away as busy.
   */
  probeSlots: Math.max(1, cores),
  probeQueue: (MEDIA_LIMITS.uploadsPerHour + 4) * Math.max(1, cores),
  probeWaitMs: 120_000,
  /**
   * The niceness ffmpeg and ffprobe run at (their spawner's, which they inherit): batch work that
   * gives way to the server's own thread when both want a core, so a burst of probes or a long
   * conversion slows itself rather than every request. Their CPU limits count CPU time, not the
   * wall clock, so waiting for a core costs them nothing against their bounds.
   */
  programNiceness: 10,
} as const;

export type MediaBounds = typeof MEDIA_BOUNDS;

/**
 * Every program of a clip's processing reads at most its probed length and a second (`-t`), never
 * past the three minutes: a file that hides more than its packets said still yields no more.
 */
export function readBoundSeconds(durationSeconds: number): number {
  return Math.min(durationSeconds + 1, MEDIA_LIMITS.maxDurationSeconds + 0.5);
}
