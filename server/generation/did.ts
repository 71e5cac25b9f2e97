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
 * D-ID's talks: `POST /talks` with the presenter's picture as `source_url` and a text `script` in a
 * Microsoft voice, then `GET /talks/{id}` until "done" with a `result_url` (signed, expiring: copied
 * at once). Presenters come from `GET /clips/presenters`, voices from `GET /tts/voices`.
 * Authenticated with `Authorization: Basic <key>` (D-ID hands out the key already encoded).
 */
/** Microsoft's locales start with the language's code; Norwegian's is Bokmål's, "nb". */
const localePrefix = (language: WidgetLanguage) => `${language === "no" ? "nb" : language}-`;

const PresenterList = z.object({
  presenters: z.array(
    z.object({
      presenter_id: z.string(),
      name: z.string().nullish(),
      image_url: z.string(),
      thumbnail_url: z.string().nullish(),
    }),
  ),
});
const VoiceList = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    languages: z.array(z.object({ locale: z.string() })).default([]),
  }),
);
const Created = z.object({ id: z.string() });
const Talk = z.object({
  status: z.string(),
  result_url: z.string().nullish(),
  error: z.object({ kind: z.string().nullish(), description: z.string().nullish() }).nullish(),
});

export function createDid(options: { apiKey: string; baseUrl: string }): VideoGenerator {
  const base = options.baseUrl.replace(/\/$/, "");
  const headers = { authorization: `Basic ${options.apiKey}` };
  const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new Error(`D-ID answered in an unexpected shape: ${parsed.error.message.slice(0, 200)}`);
    return parsed.data;
  };
  const listPresenters = async () =>
    parse(PresenterList, await providerCall("D-ID", `${base}/clips/presenters`, { headers })).presenters;
  return {
    provider: "did",
    async presenters(): Promise<Presenter[]> {
      return (await listPresenters()).map((presenter) => ({
        id: presenter.presenter_id,
        name: presenter.name ?? presenter.presenter_id,
        previewUrl: presenter.thumbnail_url ?? presenter.image_url,
      }));
    },
    async voices(language): Promise<Voice[]> {
      const body = parse(
        VoiceList,
        await providerCall("D-ID", `${base}/tts/voices?provider=microsoft`, { headers }),
      );
      return body
        .filter((voice) => voice.languages.some((spoken) => spoken.locale.startsWith(localePrefix(language))))
        .map((voice) => ({ id: voice.id, name: voice.name, language }));
    },
    async start(request) {
      const presenter = (await listPresenters()).find(
        (candidate) => candidate.presenter_id === request.presenterId,
      );
      if (!presenter) throw new GenerationFailed(`D-ID has no presenter "${request.presenterId}" any more`);
      const body = await providerCall("D-ID", `${base}/talks`, {
        method: "POST",
        headers,
        body: {
          source_url: presenter.image_url,
          script: {
            type: "text",
            input: request.text,
            provider: { type: "microsoft", voice_id: request.voiceId },
          },
        },
      });
      return { jobId: parse(Created, body).id };
    },
    async poll(jobId): Promise<PollOutcome> {
      const talk = parse(
        Talk,
        await providerCall("D-ID", `${base}/talks/${encodeURIComponent(jobId)}`, {
          headers,
          notFound: () => new GenerationExpired(`D-ID no longer knows talk ${jobId}`),
        }),
      );
      if (talk.status === "done") {
        if (!talk.result_url) throw new GenerationExpired("D-ID's finished talk has no link");
        return { done: true, result: { kind: "url", url: talk.result_url, words: null } };
      }
      if (talk.status === "error" || talk.status === "rejected") {
        throw new GenerationFailed(talk.error?.description ?? `D-ID ${talk.status} the talk`);
      }
      return { done: false };
    },
  };
}
