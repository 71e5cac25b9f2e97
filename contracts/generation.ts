import { WIDGET_LANGUAGES, WIDGET_LIMITS } from "./widget/frame.ts";
import { z } from "./zod.ts";

/**
 * Video answers generated from text (docs/decisions/0042-generated-video-answers.md): who says it
 * (a presenter), in which voice, made by which generator. The local studio is the embedded default;
 * HeyGen and D-ID give lifelike presenters when the server holds their keys.
 */
export const GENERATION_PROVIDERS = ["studio", "heygen", "did"] as const;
export type GenerationProvider = (typeof GENERATION_PROVIDERS)[number];

export const GENERATION_LIMITS = {
  /** A presenter's or voice's id as a provider writes it. */
  idMax: 200,
  /** A portrait photo for the studio's own-photo presenter. */
  portraitMaxBytes: 8 * 1024 * 1024,
  /** Clips an account may start generating per hour. */
  generationsPerHour: 30,
} as const;

/** The studio's presenter made from the account's own portrait photo, offered once one is uploaded. */
export const PORTRAIT_PRESENTER_ID = "studio-portrait";

/** The photo types the portrait upload takes (the server also checks the file's first bytes). */
export const PORTRAIT_TYPES = ["image/jpeg", "image/png"] as const;

export const Presenter = z.object({
  id: z.string(),
  name: z.string(),
  /** A still of the presenter, when the provider has one. */
  previewUrl: z.string().nullable(),
});
export type Presenter = z.infer<typeof Presenter>;

export const Voice = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(WIDGET_LANGUAGES),
});
export type Voice = z.infer<typeof Voice>;

/** One generator the account may use, with its presenters and the voices of the asked language. */
export const GeneratorOffer = z.object({
  provider: z.enum(GENERATION_PROVIDERS),
  name: z.string(),
  /** The studio's voice is a speech synthesiser's; the providers' are lifelike. */
  synthetic: z.boolean(),
  presenters: z.array(Presenter),
  voices: z.array(Voice),
});
export type GeneratorOffer = z.infer<typeof GeneratorOffer>;

export const GeneratorsQuery = z.object({ language: z.enum(WIDGET_LANGUAGES) });
export const GeneratorList = z.object({
  generators: z.array(GeneratorOffer),
  /** Problems listing a provider (down, key refused): shown, the others still offered. */
  unavailable: z.array(z.object({ provider: z.enum(GENERATION_PROVIDERS), message: z.string() })),
});
export type GeneratorList = z.infer<typeof GeneratorList>;

/** POST /api/widget/generations: a clip saying `text`, queued like an upload (status "generating"). */
export const GenerationBody = z.object({
  provider: z.enum(GENERATION_PROVIDERS),
  presenterId: z.string().trim().min(1).max(GENERATION_LIMITS.idMax),
  voiceId: z.string().trim().min(1).max(GENERATION_LIMITS.idMax),
  language: z.enum(WIDGET_LANGUAGES),
  text: z.string().trim().min(1).max(WIDGET_LIMITS.answerMax),
});
export type GenerationBody = z.infer<typeof GenerationBody>;

/** What a generated clip was made from (kept on its row; "Generate again" reuses it). */
export const GenerationSource = GenerationBody.extend({
  /** The provider's job, once started: a restarted worker polls it rather than paying twice. */
  jobId: z.string().nullable(),
});
export type GenerationSource = z.infer<typeof GenerationSource>;

export const generationMessages = {
  unavailable: "Video generation is not available on this server right now: it cannot process video.",
  providerNotConfigured: "This video provider is not set up on this server. Choose the studio.",
  unknownPresenter: "This presenter is not offered any more. Choose another one.",
  unknownVoice: "This voice does not speak the entry's language. Choose another one.",
  defaultVoiceOnly: (voice: string) =>
    `Your plan speaks each language with its default voice: choose ${voice}, or move to Pro for the other voices.`,
  noPortrait: "Upload a portrait photo first.",
  portraitNotImage: "This file is not a photo we can read. Upload a JPEG or PNG portrait.",
  portraitTooLarge: `The photo is larger than ${GENERATION_LIMITS.portraitMaxBytes / 1024 / 1024} MB.`,
  tooManyGenerations: `You have generated ${GENERATION_LIMITS.generationsPerHour} clips in the last hour. Wait a little, then try again.`,
  failed: "The video could not be generated. Try again, or choose another presenter.",
  providerFailed: (reason: string) => `The video provider could not make this clip: ${reason}`,
  expired: "The video provider took too long and dropped the job. Try again.",
  rateLimited: "The video provider is busy. We will try again in a moment.",
  listFailed: "This provider's presenters could not be listed right now.",
} as const;
