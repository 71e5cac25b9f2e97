import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  Captions,
  CaptionsBody,
  CUE_END_TOLERANCE_SECONDS,
  CUE_TEXT_MAX,
  CUES_MAX,
  type Cue,
  CueList,
  mediaMessages,
} from "#contracts/media.ts";
import { EntryParams, widgetMessages } from "#contracts/widget/index.ts";
import { userIdOf } from "#server/plugins/auth.ts";
import { saveClipCues } from "#server/repositories/clip-jobs.ts";
import { findEntry } from "#server/repositories/widget-entries.ts";
import { findMedia } from "#server/repositories/widget-media.ts";
import { MEDIA_ERRORS } from "#server/routes/error-responses.ts";
import { captionsOf, parseVtt } from "#server/widget/captions.ts";
import { notFound } from "./shared.ts";

/**
 * An entry's captions: made from its answer, timed to the clip's voice; the customer can
 * correct a cue's text and timing, upload a WebVTT file of their own, or go back to the made ones.
 */
export const widgetCaptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /** The entry and its processed clip, or the refusal to send. */
  const entryWithClip = async (userId: string, id: string) => {
    const entry = await findEntry(db, userId, id);
    if (!entry) return { ok: false, status: 404, message: widgetMessages.entryNotFound } as const;
    const clip = entry.mediaId ? await findMedia(db, userId, entry.mediaId) : undefined;
    if (clip?.status !== "ready")
      return { ok: false, status: 409, message: mediaMessages.captionsNotReady } as const;
    return { ok: true, entry, clip } as const;
  };

  app.get(
    apiPaths.widgetEntryCaptions,
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, response: { 200: Captions, ...MEDIA_ERRORS } },
    },
    async (request, reply) => {
      const found = await entryWithClip(userIdOf(request), request.params.id);
      if (!found.ok) return reply.status(found.status).send({ message: found.message });
      return captionsOf(found.entry, found.clip);
    },
  );

  app.put(
    apiPaths.widgetEntryCaptions,
    {
      preHandler: app.requireUser,
      schema: { params: EntryParams, body: CaptionsBody, response: { 200: Captions, ...MEDIA_ERRORS } },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const found = await entryWithClip(userId, request.params.id);
      if (!found.ok) return reply.status(found.status).send({ message: found.message });
      let cues: Cue[] | null;
      if ("vtt" in request.body) {
        const parsed = parseVtt(request.body.vtt);
        if (!parsed || parsed.length === 0)
          return reply.status(400).send({ message: mediaMessages.captionsInvalid });
        // The file's cues obey the editor's rule (CueList), or a read of them would fail later.
        const checked = CueList.safeParse(parsed);
        if (!checked.success) {
          const message =
            parsed.length > CUES_MAX
              ? mediaMessages.tooManyCues(CUES_MAX)
              : mediaMessages.cueTooLong(CUE_TEXT_MAX);
          return reply.status(400).send({ message });
        }
        cues = checked.data;
      } else {
        cues = request.body.cues;
      }
      const end = (found.clip.durationSeconds ?? 0) + CUE_END_TOLERANCE_SECONDS;
      if (cues?.some((cue) => cue.end <= cue.start || cue.end > end)) {
        return reply.status(400).send({ message: mediaMessages.cueTimesInvalid });
      }
      const saved = await saveClipCues(
        db,
        userId,
        found.clip.id,
        cues?.toSorted((a, b) => a.start - b.start) ?? null,
      );
      if (!saved) return notFound(reply, widgetMessages.mediaNotFound);
      return captionsOf(found.entry, saved);
    },
  );
};
