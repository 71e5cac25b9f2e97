import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { site } from "#content/site.ts";
import type { ApiError } from "#contracts/api-error.ts";
import { apiPaths } from "#contracts/api-paths.ts";
import {
  DataExportDownloadQuery,
  DataExportLink,
  DataExportStatus,
  privacyMessages,
} from "#contracts/privacy.ts";
import { rateLimitFor } from "#server/plugins/rate-limit.ts";
import {
  consumeExportToken,
  findLatestExport,
  requestExport,
  setExportToken,
} from "#server/repositories/data-exports.ts";
import { ACCOUNT_ERRORS, errorsFor } from "#server/routes/error-responses.ts";
import { exportStatusOf } from "#server/services/data-export.ts";
import { deleteStoredBytes } from "#server/services/stored-bytes.ts";
import { hashToken, randomToken } from "#server/services/tokens.ts";

/** The archive is bytes (no schema); the refusals are JSON as everywhere. */
function sendArchive(reply: FastifyReply, bytes: Readable, size: number, readyAt: Date | null) {
  const day = (readyAt ?? new Date()).toISOString().slice(0, 10);
  return reply
    .status(200)
    .type("application/zip")
    .header("content-length", String(size))
    .header("content-disposition", `attachment; filename="${site.name.toLowerCase()}-export-${day}.zip"`)
    .header("cache-control", "no-store")
    .send(bytes);
}

const MINUTE = 60_000;
const exportRateLimits = {
  requestPerIp: { max: 10, timeWindow: 60 * MINUTE },
  downloadPerIp: { max: 30, timeWindow: 15 * MINUTE },
};

/**
 * "Export my data" (docs/privacy.md, GDPR art. 20): request an archive (built in the background),
 * see where it stands, get a single-use link once it is ready, and download it with that link.
 */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const userOf = (request: { user: { id: string } | null }) => {
    if (!request.user) throw new Error("requireUser let a request through without a user");
    return request.user;
  };

  app.get(
    apiPaths.dataExport,
    {
      preHandler: app.requireUser,
      schema: { response: { 200: DataExportStatus, ...ACCOUNT_ERRORS } },
    },
    async (request) => exportStatusOf(await findLatestExport(db, userOf(request).id)),
  );

  app.post(
    apiPaths.dataExport,
    {
      config: rateLimitFor(exportRateLimits.requestPerIp),
      preHandler: app.requireUser,
      schema: { body: z.null().optional(), response: { 202: DataExportStatus, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const { job, dropped } = await requestExport(db, userOf(request).id);
      await deleteStoredBytes(db, app.widget.media, dropped, request.log);
      app.dataExports.wake();
      request.log.info({ event: "data-export-requested", userId: job.userId, exportId: job.id });
      return reply.status(202).send(exportStatusOf(job));
    },
  );

  app.post(
    apiPaths.dataExportLink,
    {
      preHandler: app.requireUser,
      schema: {
        body: z.null().optional(),
        response: { 200: DataExportLink, ...errorsFor(409), ...ACCOUNT_ERRORS },
      },
    },
    async (request, reply) => {
      const token = randomToken();
      if (!(await setExportToken(db, userOf(request).id, hashToken(token)))) {
        return reply.status(409).send({ message: privacyMessages.exportNotReady } satisfies ApiError);
      }
      const query = new URLSearchParams({ token });
      return reply.status(200).send({ url: `${apiPaths.dataExportDownload}?${query}` });
    },
  );

  app.get(
    apiPaths.dataExportDownload,
    {
      config: rateLimitFor(exportRateLimits.downloadPerIp),
      schema: { querystring: DataExportDownloadQuery, response: { ...errorsFor(410), ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const archive = await consumeExportToken(db, hashToken(request.query.token));
      if (!archive) {
        return reply.status(410).send({ message: privacyMessages.exportLinkInvalid } satisfies ApiError);
      }
      const size = await app.widget.media.size(archive.storageKey);
      if (size === undefined) {
        request.log.error({ event: "data-export-download" }, "a ready export's archive is missing");
        return reply.status(410).send({ message: privacyMessages.exportLinkInvalid } satisfies ApiError);
      }
      request.log.info({ event: "data-export-downloaded" });
      return sendArchive(reply, await app.widget.media.read(archive.storageKey), size, archive.readyAt);
    },
  );
};
