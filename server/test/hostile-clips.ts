import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { FfmpegTools } from "#server/media/ffmpeg-tools.ts";

/**
 * Hostile files for the media bounds' tests and the flood bench, generated in moments: ffmpeg's test
 * sources at tiny sizes, then the bytes changed where a header lies.
 */

const ffmpeg = (tools: FfmpegTools, args: string[]) =>
  execFileSync(tools.ffmpeg, ["-v", "error", "-y", ...args], { stdio: ["ignore", "ignore", "inherit"] });

/**
 * An MP4 of 32x32 frames whose H.264 header (the SPS in its avcC box) and container (the sample
 * entry and the track header) claim `side`x`side`: a few kilobytes that a decoder would allocate a
 * picture of that size for (16000x16000: about 750 MB for ffprobe alone).
 */
export function hugePictureMp4(tools: FfmpegTools, folder: string, side = 16_000): string {
  const seed = path.join(folder, "huge-seed.mp4");
  ffmpeg(tools, [
    ...["-f", "lavfi", "-i", "testsrc2=size=32x32:rate=25:duration=1"],
    ...["-c:v", "libx264", "-profile:v", "baseline", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
    seed,
  ]);
  const file = Buffer.from(fs.readFileSync(seed));
  const avcC = file.indexOf("avcC");
  const spsLength = file.readUInt16BE(avcC + 10);
  const sps = file.subarray(avcC + 12, avcC + 12 + spsLength);
  const claimed = Buffer.concat([
    sps.subarray(0, 1),
    escapeRbsp(rewriteSpsSize(unescapeRbsp(sps.subarray(1)), side)),
  ]);
  if (claimed.length > spsLength) throw new Error("the rewritten SPS does not fit where the old one was");
  // Same length: the boxes around it keep their sizes; the zeros after the stop bit are ignored.
  claimed.copy(file, avcC + 12);
  file.fill(0, avcC + 12 + claimed.length, avcC + 12 + spsLength);
  const entry = file.indexOf("avc1", file.indexOf("stsd"));
  file.writeUInt16BE(side, entry + 28);
  file.writeUInt16BE(side, entry + 30);
  const tkhd = file.indexOf("tkhd");
  const tkhdEnd = tkhd - 4 + file.readUInt32BE(tkhd - 4);
  file.writeUInt32BE(side * 65_536, tkhdEnd - 8);
  file.writeUInt32BE(side * 65_536, tkhdEnd - 4);
  const out = path.join(folder, `huge-${side}.mp4`);
  fs.writeFileSync(out, file);
  return out;
}

/**
 * A recording without a duration in its header (a live Matroska, as MediaRecorder writes) holding
 * `packets` tiny H.264 packets: a thousand frames encoded once, then copied over and over.
 */
export function packetFloodMkv(tools: FfmpegTools, folder: string, packets: number): string {
  const seed = path.join(folder, "flood-seed.mkv");
  const perSeed = 1_000;
  ffmpeg(tools, [
    ...["-f", "lavfi", "-i", `color=c=gray:size=16x16:rate=1000:duration=${perSeed / 1000}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-g", "1000000"],
    seed,
  ]);
  const out = path.join(folder, `flood-${packets}.mkv`);
  ffmpeg(tools, [
    ...["-stream_loop", String(Math.ceil(packets / perSeed) - 1), "-i", seed],
    ...["-c", "copy", "-live", "1", "-f", "matroska", out],
  ]);
  return out;
}

/** A Matroska clip of `holdsSeconds` (one tiny frame a second) whose header says `saysSeconds`. */
export function lyingDurationMkv(
  tools: FfmpegTools,
  folder: string,
  saysSeconds: number,
  holdsSeconds: number,
) {
  const honest = path.join(folder, `holds-${holdsSeconds}.mkv`);
  ffmpeg(tools, [
    ...["-f", "lavfi", "-i", `color=c=gray:size=64x64:rate=1:duration=${holdsSeconds}`],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
    honest,
  ]);
  const bytes = Buffer.from(fs.readFileSync(honest));
  // Segment Info's Duration (ID 0x4489, an 8-byte float in milliseconds at the default scale).
  const duration = bytes.indexOf(Buffer.from([0x44, 0x89, 0x88]));
  if (duration < 0) throw new Error("no Duration element in the Matroska header");
  bytes.writeDoubleBE(saysSeconds * 1000, duration + 3);
  const out = path.join(folder, `says-${saysSeconds}-holds-${holdsSeconds}.mkv`);
  fs.writeFileSync(out, bytes);
  return out;
}

/**
 * An MP4 with its index first (+faststart) and its media data box's size set to 0 ("to the end of the
 * file"), followed by `tail` (an HTML page, or nothing for the honest case).
 */
export function zeroSizedMdatMp4(tools: FfmpegTools, folder: string, tail: string): string {
  const seed = path.join(folder, "zero-mdat-seed.mp4");
  ffmpeg(tools, [
    ...["-f", "lavfi", "-i", "testsrc2=size=64x64:rate=25:duration=1"],
    ...["-f", "lavfi", "-i", "sine=duration=1"],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-c:a", "aac"],
    ...["-movflags", "+faststart", seed],
  ]);
  const bytes = Buffer.from(fs.readFileSync(seed));
  const mdat = bytes.indexOf("mdat", bytes.indexOf("moov")) - 4;
  if (mdat + bytes.readUInt32BE(mdat) !== bytes.length) throw new Error("the media data is not the last box");
  bytes.writeUInt32BE(0, mdat);
  const out = path.join(folder, `zero-mdat-${tail ? "polyglot" : "honest"}.mp4`);
  fs.writeFileSync(out, Buffer.concat([bytes, Buffer.from(tail)]));
  return out;
}

/* ─── H.264 parameter sets, bit by bit ─────────────────────────────────────────────────────── */

class BitReader {
  private position = 0;
  constructor(private readonly bytes: Buffer) {}
  bit(): number {
    const byte = this.bytes[this.position >> 3];
    if (byte === undefined) throw new Error("read past the end of the SPS");
    const value = (byte >> (7 - (this.position & 7))) & 1;
    this.position += 1;
    return value;
  }
  bits(count: number): number {
    let value = 0;
    for (let index = 0; index < count; index++) value = value * 2 + this.bit();
    return value;
  }
  /** Exp-Golomb, unsigned. */
  ue(): number {
    let zeros = 0;
    while (this.bit() === 0) zeros++;
    return 2 ** zeros - 1 + this.bits(zeros);
  }
}

class BitWriter {
  private readonly written: number[] = [];
  bits(value: number, count: number): void {
    for (let index = count - 1; index >= 0; index--) this.written.push(Math.floor(value / 2 ** index) & 1);
  }
  ue(value: number): void {
    const length = Math.floor(Math.log2(value + 1));
    this.bits(0, length);
    this.bits(value + 1, length + 1);
  }
  /** The bits, a stop bit, zeros to a whole byte. */
  finish(): Buffer {
    const bits = [...this.written, 1];
    while (bits.length % 8) bits.push(0);
    const out = Buffer.alloc(bits.length / 8);
    bits.forEach((bit, index) => {
      out[index >> 3] = (out[index >> 3] ?? 0) | (bit << (7 - (index & 7)));
    });
    return out;
  }
}

/**
 * A baseline SPS as x264 writes it, with the picture's size changed and no cropping or VUI (the
 * timing fields make room for the longer sizes).
 */
function rewriteSpsSize(rbsp: Buffer, side: number): Buffer {
  const read = new BitReader(rbsp);
  const write = new BitWriter();
  const profile = read.bits(8);
  if (profile !== 66) throw new Error(`expected a baseline SPS, found profile ${profile}`);
  write.bits(profile, 8);
  write.bits(read.bits(8), 8); // constraint flags
  write.bits(read.bits(8), 8); // level
  write.ue(read.ue()); // seq_parameter_set_id
  write.ue(read.ue()); // log2_max_frame_num_minus4
  const pocType = read.ue();
  write.ue(pocType);
  if (pocType === 0) write.ue(read.ue());
  else if (pocType === 1) throw new Error("picture order count type 1 is not rewritten");
  write.ue(read.ue()); // max_num_ref_frames
  write.bits(read.bit(), 1); // gaps_in_frame_num_value_allowed_flag
  read.ue();
  read.ue();
  const macroblocks = Math.ceil(side / 16);
  write.ue(macroblocks - 1);
  write.ue(macroblocks - 1);
  if (read.bit() !== 1) throw new Error("an interlaced SPS is not rewritten");
  write.bits(1, 1); // frame_mbs_only_flag
  write.bits(read.bit(), 1); // direct_8x8_inference_flag
  write.bits(0, 1); // frame_cropping_flag
  write.bits(0, 1); // vui_parameters_present_flag
  return write.finish();
}

/** Emulation prevention bytes (00 00 03) out of a NAL unit's payload, and back in. */
function unescapeRbsp(bytes: Buffer): Buffer {
  const out: number[] = [];
  for (const [index, byte] of bytes.entries()) {
    if (byte === 3 && index >= 2 && out.at(-1) === 0 && out.at(-2) === 0) continue;
    out.push(byte);
  }
  return Buffer.from(out);
}

function escapeRbsp(bytes: Buffer): Buffer {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of bytes) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}
