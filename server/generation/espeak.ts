import koffi, { type LibraryHandle } from "koffi";

/**
 * Speech from libespeak-ng (Debian's `espeak-ng` package), called through koffi rather than run as a
 * program: only the library reports, through its synthesis callback, the sample at which each word
 * and phoneme starts in the sound it hands over. Those positions are the captions' and the mouth's
 * timings, exact to the sample (docs/decisions/0042-generated-video-answers.md); the program can
 * print phonemes but no times for its own voices.
 */
export const ESPEAK_INSTALL_HINT = "Install Debian's espeak-ng package (apt-get install espeak-ng).";

export type SpokenWord = { start: number; end: number; text: string };
export type SpokenPhoneme = { start: number; phoneme: string };
export type Speech = {
  /** Mono signed 16-bit little-endian samples. */
  pcm: Buffer;
  sampleRate: number;
  durationSeconds: number;
  words: SpokenWord[];
  phonemes: SpokenPhoneme[];
};

export class SpeechUnavailable extends Error {
  override name = "SpeechUnavailable";
}

// espeak_EVENT_TYPE, espeak_AUDIO_OUTPUT and option values of speak_lib.h.
const EVENT_LIST_TERMINATED = 0;
const EVENT_WORD = 1;
const EVENT_PHONEME = 7;
const AUDIO_OUTPUT_SYNCHRONOUS = 2;
const INITIALIZE_PHONEME_EVENTS = 0x0001;
const POS_CHARACTER = 1;
const CHARS_UTF8 = 1;
const PARAMETER_RATE = 1;
/** Words a minute: a little slower than espeak's 175, clearer for an answer read once. */
const SPEAKING_RATE = 160;

type Bindings = {
  sampleRate: number;
  setVoice: (name: string) => number;
  setParameter: (parameter: number, value: number, relative: number) => number;
  synth: (text: Buffer) => number;
  /** What the callback collects during one `synth`. */
  sink: { chunks: Buffer[]; samples: number; events: RawEvent[] };
};
type RawEvent = { type: number; textPosition: number; length: number; sample: number; phoneme: string };

let bindings: Bindings | undefined;

function load(): Bindings {
  if (bindings) return bindings;
  let lib: LibraryHandle;
  try {
    lib = koffi.load("libespeak-ng.so.1");
  } catch (error) {
    throw new SpeechUnavailable(
      `libespeak-ng could not be loaded (${String(error)}). ${ESPEAK_INSTALL_HINT}`,
    );
  }
  const Event = koffi.struct("avatalk_espeak_EVENT", {
    type: "int",
    unique_identifier: "uint",
    text_position: "int",
    length: "int",
    audio_position: "int",
    sample: "int",
    user_data: "void*",
    id: koffi.union({ number: "int", name: "const char*", string: koffi.array("char", 8, "Array") }),
  });
  const eventSize = koffi.sizeof(Event);
  const Callback = koffi.proto(
    "int avatalk_espeak_cb(short *wav, int numsamples, avatalk_espeak_EVENT *events)",
  );
  const initialize = lib.func(
    "int espeak_Initialize(int output, int buflength, const char *path, int options)",
  );
  const setCallback = lib.func("void espeak_SetSynthCallback(avatalk_espeak_cb *cb)");
  const setVoice = lib.func("int espeak_SetVoiceByName(const char *name)");
  const setParameter = lib.func("int espeak_SetParameter(int parameter, int value, int relative)");
  const synth = lib.func(
    "int espeak_Synth(const void *text, size_t size, uint position, int position_type, uint end_position, uint flags, uint *unique_identifier, void *user_data)",
  );
  const sampleRate = initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, null, INITIALIZE_PHONEME_EVENTS) as number;
  if (sampleRate <= 0) throw new SpeechUnavailable(`espeak-ng did not start. ${ESPEAK_INSTALL_HINT}`);
  const sink: Bindings["sink"] = { chunks: [], samples: 0, events: [] };
  const callback = koffi.register((wav: unknown, count: number, events: unknown) => {
    if (count > 0 && wav) {
      const samples = koffi.decode(wav, "int16_t", count) as Int16Array;
      sink.chunks.push(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
      sink.samples += count;
    }
    for (let index = 0; events; index++) {
      const event = koffi.decode(events, index * eventSize, Event) as {
        type: number;
        text_position: number;
        length: number;
        sample: number;
        id: { string: number[] };
      };
      if (event.type === EVENT_LIST_TERMINATED) break;
      if (event.type !== EVENT_WORD && event.type !== EVENT_PHONEME) continue;
      const phoneme =
        event.type === EVENT_PHONEME
          ? String.fromCharCode(...event.id.string.slice(0, Math.max(0, event.id.string.indexOf(0)) || 8))
          : "";
      sink.events.push({
        type: event.type,
        textPosition: event.text_position,
        length: event.length,
        sample: event.sample,
        phoneme,
      });
    }
    return 0;
  }, koffi.pointer(Callback));
  setCallback(callback);
  bindings = {
    sampleRate,
    setVoice: (name) => setVoice(name) as number,
    setParameter: (parameter, value, relative) => setParameter(parameter, value, relative) as number,
    synth: (text) => synth(text, text.length, 0, POS_CHARACTER, 0, CHARS_UTF8, null, null) as number,
    sink,
  };
  return bindings;
}

/** Whether the library is there (the studio is offered only then). */
export function speechAvailable(): boolean {
  try {
    load();
    return true;
  } catch {
    return false;
  }
}

/**
 * Speaks `text` in `voice` (an espeak-ng voice name with its variant, "en-us+f3"): the sound and the
 * start of every word and phoneme, read from the synthesiser's own events. The library keeps one
 * state per process, and a synthesis runs to its end inside this call, so calls never interleave.
 */
export function synthesize(text: string, voice: string): Speech {
  const lib = load();
  if (lib.setVoice(voice) !== 0) throw new SpeechUnavailable(`espeak-ng has no voice "${voice}".`);
  lib.setParameter(PARAMETER_RATE, SPEAKING_RATE, 0);
  lib.sink.chunks = [];
  lib.sink.samples = 0;
  lib.sink.events = [];
  const status = lib.synth(Buffer.from(`${text}\0`, "utf8"));
  if (status !== 0) throw new SpeechUnavailable(`espeak-ng could not speak this text (error ${status}).`);
  const { chunks, samples, events } = lib.sink;
  const pcm = Buffer.concat(chunks);
  const seconds = (sample: number) => sample / lib.sampleRate;
  // Event positions count characters (code points) from 1.
  const characters = Array.from(text);
  const phonemes: SpokenPhoneme[] = events
    .filter((event) => event.type === EVENT_PHONEME)
    .map((event) => ({ start: seconds(event.sample), phoneme: event.phoneme }));
  const wordEvents = events.filter((event) => event.type === EVENT_WORD);
  const words: SpokenWord[] = [];
  // A caption word is the written token around the spoken one, up to the spaces on either side, so
  // it keeps its punctuation ("world,"); a token spoken as several words ("9:30") is one caption word.
  let coveredUntil = 0;
  wordEvents.forEach((event, index) => {
    let from = Math.max(0, event.textPosition - 1);
    let to = from + event.length;
    const start = seconds(event.sample);
    const next = wordEvents[index + 1];
    // A word ends where the next starts, or earlier at the pause after it.
    const pause = phonemes.find((p) => p.start > start && p.phoneme.startsWith("_"));
    const nextStart = next ? seconds(next.sample) : seconds(samples);
    const end = Math.max(start, pause && pause.start < nextStart ? pause.start : nextStart);
    const previous = words.at(-1);
    if (previous && from < coveredUntil) {
      previous.end = Math.max(previous.end, end);
      return;
    }
    while (from > coveredUntil && !/\s/.test(characters[from - 1] ?? " ")) from--;
    while (to < characters.length && !/\s/.test(characters[to] ?? " ")) to++;
    const written = characters.slice(from, to).join("").trim();
    coveredUntil = to;
    if (written) words.push({ start: audibleStart(pcm, lib.sampleRate, start, end), end, text: written });
  });
  return {
    pcm,
    sampleRate: lib.sampleRate,
    durationSeconds: seconds(samples),
    words,
    phonemes,
  };
}

/** About -40 dBFS: quieter than any voiced sound, louder than the synthesiser's silence. */
const AUDIBLE_RMS = 0.01;
const ONSET_WINDOW_SECONDS = 0.005;
/** A word's closure is at most this long before its burst (a /p/, /t/ or /k/ after a pause). */
const MAX_CLOSURE_SECONDS = 0.12;

/**
 * Where a word becomes audible. espeak-ng starts a word at its first phoneme, and a word opening on
 * a stop after a pause opens on the stop's closure: silence for some 50 ms before the burst. The
 * captions want the sound, so the start moves to the first 5 ms window of the synthesiser's own
 * samples that is audible, within the closure's length; a word that is audible at once keeps its start.
 */
function audibleStart(pcm: Buffer, sampleRate: number, start: number, end: number): number {
  const window = Math.round(ONSET_WINDOW_SECONDS * sampleRate);
  const last = Math.min(end, start + MAX_CLOSURE_SECONDS);
  for (let from = Math.round(start * sampleRate); from / sampleRate < last; from += window) {
    let sum = 0;
    for (let sample = from; sample < from + window && sample * 2 + 1 < pcm.length; sample++) {
      const value = pcm.readInt16LE(sample * 2) / 32768;
      sum += value * value;
    }
    if (Math.sqrt(sum / window) >= AUDIBLE_RMS) return from / sampleRate;
  }
  return start;
}
