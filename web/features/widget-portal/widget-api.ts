import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "#contracts/api-error.ts";
import { apiPaths, fillPath } from "#contracts/api-paths.ts";
import { type GenerationBody, GeneratorList } from "#contracts/generation.ts";
import { Captions, type CaptionsBody } from "#contracts/media.ts";
import { messages } from "#contracts/messages.ts";
import {
  Entry,
  type EntryFields,
  EntryList,
  Handoff,
  HandoffList,
  Insights,
  Media,
  Settings,
  type SettingsBody,
  TranscriptList,
  type WidgetLanguage,
} from "#contracts/widget/index.ts";
import {
  type AssistantTestBody,
  AssistantTestResult,
  type VerdictBody,
  VerdictResult,
} from "#contracts/widget/teaching.ts";
import { z } from "#contracts/zod.ts";
import { withSession } from "#web/features/auth/auth-api.ts";
import { apiFetch } from "#web/lib/api-client.ts";
import { ApiRequestError } from "#web/lib/api-request-error.ts";

/** The widget's customer API (docs/widget.md), each call renewing an expired access token once. */
const call = <T extends z.ZodType>(path: string, schema: T, options?: Parameters<typeof apiFetch>[2]) =>
  withSession(() => apiFetch(path, schema, options));

export const entriesQuery = queryOptions({
  queryKey: ["widget", "entries"],
  queryFn: ({ signal }) => call(apiPaths.widgetEntries, EntryList, { signal }),
});
export const settingsQuery = queryOptions({
  queryKey: ["widget", "settings"],
  queryFn: ({ signal }) => call(apiPaths.widgetSettings, Settings, { signal }),
});
export const insightsQuery = queryOptions({
  queryKey: ["widget", "insights"],
  queryFn: ({ signal }) => call(apiPaths.widgetInsights, Insights, { signal }),
});
export const transcriptsQuery = queryOptions({
  queryKey: ["widget", "conversations"],
  queryFn: ({ signal }) => call(apiPaths.widgetConversations, TranscriptList, { signal }),
});
export const handoffsQuery = queryOptions({
  queryKey: ["widget", "handoffs"],
  queryFn: ({ signal }) => call(apiPaths.widgetHandoffs, HandoffList, { signal }),
});

/** Marks a visitor's question for the team handled, or open again, and shows it so in the list. */
export function useMarkHandoffHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["widget", "handoffs", "mark"],
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      call(fillPath(apiPaths.widgetHandoff, { id }), Handoff, { method: "PATCH", body: { handled } }),
    onSuccess: (updated) =>
      queryClient.setQueryData(handoffsQuery.queryKey, (data) =>
        data
          ? { handoffs: data.handoffs.map((handoff) => (handoff.id === updated.id ? updated : handoff)) }
          : data,
      ),
  });
}

/**
 * Marks an answered question right or wrong (docs/widget.md, "How an answer is chosen"): the
 * transcripts show the mark, and the knowledge base and insights are read again, since the
 * question became a phrasing or a counter-example.
 */
export function useMarkAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["widget", "conversations", "verdict"],
    mutationFn: ({ id, body }: { id: string; body: VerdictBody }) =>
      call(fillPath(apiPaths.widgetMessageVerdict, { id }), VerdictResult, { method: "POST", body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transcriptsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: entriesQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: insightsQuery.queryKey }),
      ]),
  });
}

/** Asks the assistant a question from the portal and returns its answer with the reasons. */
export function useTestAssistant() {
  return useMutation({
    mutationKey: ["widget", "test"],
    mutationFn: (body: AssistantTestBody) =>
      call(apiPaths.widgetTest, AssistantTestResult, { method: "POST", body }),
  });
}

/** Still converting: the status is asked again every second and a half until it settles. */
const CLIP_STATUS_POLL_MS = 1_500;

/** A clip's processing status, followed while it is queued or processing. */
export const clipStatusQuery = (id: string) =>
  queryOptions({
    queryKey: ["widget", "media", id, "status"],
    queryFn: ({ signal }) => call(fillPath(apiPaths.widgetMediaStatus, { id }), Media, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "ready" || status === "failed" ? false : CLIP_STATUS_POLL_MS;
    },
  });

/** "Try again" on a failed clip: queued again, and followed from there. */
export function useRetryClip(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["widget", "media", id, "retry"],
    mutationFn: () => call(fillPath(apiPaths.widgetMediaRetry, { id }), Media, { method: "POST" }),
    onSuccess: (media) => queryClient.setQueryData(clipStatusQuery(id).queryKey, media),
  });
}

/** The generators this server offers, with their presenters and the voices of `language`. */
export const generatorsQuery = (language: WidgetLanguage) =>
  queryOptions({
    queryKey: ["widget", "generators", language],
    queryFn: ({ signal }) =>
      call(`${apiPaths.widgetGenerators}?language=${language}`, GeneratorList, { signal }),
    staleTime: 5 * 60_000,
  });

/** Starts generating a clip from text: answered at once with the clip "generating". */
export function startGeneration(body: GenerationBody): Promise<Media> {
  return call(apiPaths.widgetGenerations, Media, { method: "POST", body });
}

/** An entry's captions as the editor shows them (its clip is ready). */
export const captionsQuery = (entryId: string) =>
  queryOptions({
    queryKey: ["widget", "entries", entryId, "captions"],
    queryFn: ({ signal }) =>
      call(fillPath(apiPaths.widgetEntryCaptions, { id: entryId }), Captions, { signal }),
  });

/** Stores corrected cues, a WebVTT file, or `cues: null` for the captions timed to the voice again. */
export function saveCaptions(entryId: string, body: CaptionsBody): Promise<Captions> {
  return call(fillPath(apiPaths.widgetEntryCaptions, { id: entryId }), Captions, { method: "PUT", body });
}

/** Creates an entry, or updates the one with this id. */
export function saveEntry(id: string | undefined, body: EntryFields): Promise<Entry> {
  return id
    ? call(fillPath(apiPaths.widgetEntry, { id }), Entry, { method: "PUT", body })
    : call(apiPaths.widgetEntries, Entry, { method: "POST", body });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["widget", "entries", "delete"],
    mutationFn: (id: string) =>
      call(fillPath(apiPaths.widgetEntry, { id }), z.undefined(), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: entriesQuery.queryKey }),
  });
}

export function saveSettings(body: z.output<typeof SettingsBody>): Promise<Settings> {
  return call(apiPaths.widgetSettings, Settings, { method: "PUT", body });
}

export const portraitQuery = queryOptions({
  queryKey: ["widget", "portrait"],
  queryFn: ({ signal }) => call(apiPaths.widgetPortrait, z.object({ present: z.boolean() }), { signal }),
});

/** Stores the studio's portrait photo, its raw bytes as the body (the server checks them). */
export function uploadPortrait(photo: File): Promise<void> {
  return withSession(async () => {
    let response: Response;
    try {
      response = await fetch(apiPaths.widgetPortrait, {
        method: "PUT",
        credentials: "include",
        headers: { accept: "application/json", "content-type": "application/octet-stream" },
        body: photo,
      });
    } catch {
      throw new ApiRequestError(messages.request.network, undefined);
    }
    if (response.status === 204) return;
    const error = ApiError.safeParse(await response.json().catch(() => undefined));
    throw new ApiRequestError(
      error.success ? error.data.message : messages.request.serverDefault,
      response.status,
      {},
      error.success,
    );
  });
}

/**
 * Uploads a clip as the raw body (the server checks its bytes), reporting progress: fetch cannot
 * report upload progress, XMLHttpRequest can.
 */
export function uploadClip(file: File, onProgress: (percent: number) => void): Promise<Media> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", apiPaths.widgetMedia);
    // The server knows a clip by its bytes. `file.type` is the browser's guess from the file's name:
    // a real MP4 named .mov went as video/quicktime and was refused before its bytes were read.
    request.setRequestHeader("content-type", "application/octet-stream");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiRequestError(messages.request.network, undefined));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      // 202: stored and queued for processing; the clip's status follows it from there.
      if (request.status === 202) {
        const media = Media.safeParse(body);
        if (media.success) return resolve(media.data);
        return reject(new ApiRequestError(messages.request.unexpectedFormat, request.status));
      }
      const error = ApiError.safeParse(body);
      reject(
        new ApiRequestError(
          error.success ? error.data.message : messages.request.serverDefault,
          request.status,
        ),
      );
    };
    request.send(file);
  });
}
