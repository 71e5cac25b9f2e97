import type { Presenter, Voice } from "#contracts/generation.ts";
import type { WidgetLanguage } from "#contracts/widget/frame.ts";
import { z } from "#contracts/zod.ts";
import { providerCall } from "./provider-http.ts";
import {
  GenerationExpired,
  GenerationFailed,
  type PollOutcome,
  type VideoGenerator,
} from "./video-generator.ts";

/**
 * HeyGen's avatars (API v2 to generate, v1 for the status): `POST /v2/video/generate` with one video
 * input (an avatar and a text voice), then `GET /v1/video_status.get?video_id=` until "completed"
 * with a `video_url`, which expires (the worker copies it at once). Its webhook only tells us to poll
 * sooner (server/routes/widget/generation.ts). Authenticated with the `X-Api-Key` header.
 */
export const HEYGEN_LANGUAGE_NAMES: Record<WidgetLanguage, string> = {
  en: "English",
  de: "German",
  fr: "French",
  es: "Spanish",
  it: "Italian",
  pt: "Portuguese",
  nl: "Dutch",
  sv: "Swedish",
  da: "Danish",
  no: "Norwegian",
  fi: "Finnish",
  pl: "Polish",
  ru: "Russian",
  uk: "Ukrainian",
  tr: "Turkish",
  el: "Greek",
  hu: "Hungarian",
  ro: "Romanian",
  id: "Indonesian",
  ar: "Arabic",
  ja: "Japanese",
  zh: "Chinese",
};

const AvatarList = z.object({
  data: z.object({
    avatars: z.array(
      z.object({ avatar_id: z.string(), avatar_name: z.string(), preview_image_url: z.string().nullish() }),
    ),
  }),
});
const VoiceList = z.object({
  data: z.object({
    voices: z.array(z.object({ voice_id: z.string(), name: z.string(), language: z.string().nullish() })),
  }),
});
const Generated = z.object({ data: z.object({ video_id: z.string() }) });
const Status = z.object({
  data: z.object({
    status: z.string(),
    video_url: z.string().nullish(),
    error: z.object({ message: z.string().nullish(), detail: z.string().nullish() }).nullish(),
  }),
});

export function createHeygen(options: { apiKey: string; baseUrl: string }): VideoGenerator {
  const base = options.baseUrl.replace(/\/$/, "");
  const headers = { "x-api-key": options.apiKey };
  const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new Error(`HeyGen answered in an unexpected shape: ${parsed.error.message.slice(0, 200)}`);
    return parsed.data;
  };
  return {
    provider: "heygen",
    async presenters(): Promise<Presenter[]> {
      const body = parse(AvatarList, await providerCall("HeyGen", `${base}/v2/avatars`, { headers }));
      return body.data.avatars.map((avatar) => ({
        id: avatar.avatar_id,
        name: avatar.avatar_name,
        previewUrl: avatar.preview_image_url ?? null,
      }));
    },
    async voices(language): Promise<Voice[]> {
      const body = parse(VoiceList, await providerCall("HeyGen", `${base}/v2/voices`, { headers }));
      return body.data.voices
        .filter((voice) => voice.language === HEYGEN_LANGUAGE_NAMES[language])
        .map((voice) => ({ id: voice.voice_id, name: voice.name, language }));
    },
    async start(request) {
      const body = await providerCall("HeyGen", `${base}/v2/video/generate`, {
        method: "POST",
        headers,
        body: {
          video_inputs: [
            {
              character: { type: "avatar", avatar_id: request.presenterId, avatar_style: "normal" },
              voice: { type: "text", input_text: request.text, voice_id: request.voiceId },
            },
          ],
          dimension: { width: 1280, height: 720 },
        },
      });
      return { jobId: parse(Generated, body).data.video_id };
    },
    async poll(jobId): Promise<PollOutcome> {
      const url = `${base}/v1/video_status.get?video_id=${encodeURIComponent(jobId)}`;
      const body = parse(
        Status,
        await providerCall("HeyGen", url, {
          headers,
          notFound: () => new GenerationExpired(`HeyGen no longer knows video ${jobId}`),
        }),
      );
      const { status, video_url: videoUrl, error } = body.data;
      if (status === "completed") {
        if (!videoUrl) throw new GenerationExpired("HeyGen's completed video has no link");
        return { done: true, result: { kind: "url", url: videoUrl, words: null } };
      }
      if (status === "failed")
        throw new GenerationFailed(error?.message ?? error?.detail ?? "HeyGen could not render it");
      return { done: false };
    },
  };
}
