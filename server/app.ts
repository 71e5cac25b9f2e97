import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApiError } from "#contracts/api-error.ts";
import { messages } from "#contracts/messages.ts";
import { API_PREFIX, paths } from "#contracts/paths.ts";
import type { AppConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/client.ts";
import { type GenerationPluginOptions, generationPlugin } from "./generation/generation-plugin.ts";
import { type HttpTimeouts, httpServerOptions } from "./http-server.ts";
import { trackRouteMethods } from "./lib/api-methods.ts";
import { livePlugin } from "./live/live-plugin.ts";
import { loggerOptions, QuietRequestLogController } from "./logger.ts";
import { parseS3Url, s3Store } from "./media/s3-store.ts";
import { apiDocsPlugin } from "./plugins/api-docs.ts";
import { authPlugin } from "./plugins/auth.ts";
import { type DataExportWorkerOptions, dataExportWorkerPlugin } from "./plugins/data-export-worker.ts";
import { databasePlugin } from "./plugins/database.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { idempotencyCleanupPlugin } from "./plugins/idempotency-cleanup.ts";
import { type JobsPluginOptions, jobsPlugin } from "./plugins/jobs.ts";
import { mailPlugin } from "./plugins/mail.ts";
import { type MailSenderPluginOptions, mailSenderPlugin } from "./plugins/mail-sender.ts";
import { originCheckPlugin } from "./plugins/origin-check.ts";
import { pricingCataloguePlugin } from "./plugins/pricing-catalogue.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { retentionPlugin } from "./plugins/retention.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { uploadSweepPlugin } from "./plugins/upload-sweep.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { authRoutes } from "./routes/auth/index.ts";
import { demoRequestRoutes } from "./routes/demo-requests/index.ts";
import { feedbackRoutes } from "./routes/feedbacks/index.ts";
import { healthRoutes } from "./routes/health/index.ts";
import { integrationRoutes } from "./routes/integrations/index.ts";
import { partnerApplicationRoutes } from "./routes/partner-applications/index.ts";
import { planRoutes } from "./routes/plans/index.ts";
import { pricingRoutes } from "./routes/pricing/index.ts";
import { accountRoutes } from "./routes/users/account.ts";
import { dataExportRoutes } from "./routes/users/data-export.ts";
import { accountDeletionRoutes } from "./routes/users/deletion.ts";
import { userRoutes } from "./routes/users/index.ts";
import { teamRoutes } from "./routes/users/team.ts";
import { emailVerificationRoutes } from "./routes/users/verification.ts";
import { widgetCustomerRoutes } from "./routes/widget/customer.ts";
import { widgetFrameRoutes } from "./routes/widget/frame.ts";
import { widgetPublicRoutes } from "./routes/widget/public.ts";
import { resolveAuthSecret } from "./services/auth-secret.ts";
import { type Mailer, outboxDir } from "./services/mail.ts";
import { syncSiteAssistant } from "./services/site-assistant.ts";
import { webPlugin } from "./web/web-plugin.ts";
import type { MediaStore } from "./widget/media-store.ts";
import { type WidgetPluginOptions, widgetPlugin } from "./widget/widget-plugin.ts";

/** docs/product.md §Security: request bodies are small JSON documents. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The longest path parameter the router matches; a longer one finds no route (414). Fastify's
 * default, 100 characters, turned away real addresses in docs/product.md's recovery call, which carries the
 * address in its path (up to 254 characters, each of which may arrive percent-encoded as three). The
 * routes validate their parameters themselves, so one a little too long gets the route's own message.
 */
const MAX_PATH_PARAM_LENGTH = 1024;

/** A destination for pino's JSON lines. */
export type LogStream = { write(line: string): void };

export type BuildAppOptions = {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Serve the built web app from config.webRoot (off for API-only tests). */
  serveWeb?: boolean;
  /** Replaces the mail service built from the config (tests that inspect what is sent). */
  mailer?: Mailer;
  /** `enabled: false`: no job runs in the background (tests that run them with `app.jobs.runDue`). */
  jobs?: JobsPluginOptions;
  /** The outbox sender's timings, or `enabled: false` to leave jobs queued (tests). */
  mailSender?: MailSenderPluginOptions;
  /** Replaces the clip store chosen from the database (tests of one store). */
  mediaStore?: MediaStore;
  /** The clip worker's timings, or `enabled: false` to leave clips queued (tests). */
  clipWorker?: WidgetPluginOptions["clipWorker"];
  /** The generation jobs' timings, `enabled: false` to leave them queued, stand-in generators (tests). */
  generationJobs?: GenerationPluginOptions["jobs"];
  /** Where the JSON log lines go instead of stdout (tests that assert what is logged). */
  logStream?: LogStream;
  /** Shorter socket timeouts (tests of slow clients); HTTP_TIMEOUTS otherwise. */
  httpTimeouts?: HttpTimeouts;
  /** The export worker's polling, or `enabled: false` (tests that build exports with runOnce). */
  dataExports?: DataExportWorkerOptions;
  /** Keep our own assistant's account (the home page's "Try it live") in step; off in API tests. */
  siteAssistant?: boolean;
};

/** Fastify takes a hop count as a function: trust the first `hops` proxies. */
function trustProxyOption(setting: AppConfig["trustProxy"]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole server without listening: main.ts listens, tests use inject(). */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogStream(
      loggerOptions(config.logLevel, { pretty: config.prettyLogs && !options.logStream }),
      options.logStream,
    ),
    logController: new QuietRequestLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    ...httpServerOptions(options.httpTimeouts),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON-only bodies (docs/product.md §Security): anything else is answered 415. An empty body is no body whatever
  // its Content-Type says (a client that always sends application/json can still log out), and the
  // keys that could poison a prototype are dropped: valid JSON is never called invalid.
  const parseJson = app.getDefaultJsonParser("remove", "remove");
  app.removeContentTypeParser(["text/plain", "application/json"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") done(null, undefined);
    else parseJson(request, body.toString(), done);
  });

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      log: app.log,
      newClusterApart: true,
    }));
  await app.register(databasePlugin, { handle: database, closeWithApp: !options.database });
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl, appUrl: config.appUrl });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, scale: config.rateLimitScale });
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(mailPlugin, { config, mailer: options.mailer });
  await app.register(mailSenderPlugin, options.mailSender ?? {});
  await app.register(idempotencyCleanupPlugin);
  await app.register(authPlugin, {
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    issuer: config.publicUrl,
    cookieDomain: config.cookieDomain,
  });
  await app.register(widgetPlugin, {
    dataDir: config.dataDir,
    ffmpeg: config.ffmpeg,
    // S3 wins over PostgreSQL when both are configured: the bucket is what the operator chose for bytes.
    media: options.mediaStore ?? (config.s3Url ? s3Store(parseS3Url(config.s3Url)) : undefined),
    clipWorker: options.clipWorker,
  });
  await app.register(generationPlugin, { config: config.generation, jobs: options.generationJobs });
  await app.register(livePlugin, { redisUrl: config.redisUrl });
  await app.register(dataExportWorkerPlugin, {
    ...options.dataExports,
    portalUrl: `${config.publicUrl}${paths.dashboard}`,
  });
  await app.register(retentionPlugin, { outboxFolder: outboxDir(config.dataDir) });
  await app.register(uploadSweepPlugin);
  if (options.siteAssistant !== false) {
    await syncSiteAssistant(
      database.db,
      [config.publicUrl, config.appUrl].flatMap((url) => (url ? [new URL(url).origin] : [])),
    );
  }
  await app.register(pricingCataloguePlugin);
  const methodsOf = trackRouteMethods(app, API_PREFIX);
  // Before the routes: it documents each route as it is registered (every /api route, also later ones).
  await app.register(apiDocsPlugin, { publicUrl: config.publicUrl });

  await app.register(healthRoutes);
  await app.register(pricingRoutes);
  await app.register(integrationRoutes, { publicUrl: config.publicUrl });
  await app.register(demoRequestRoutes, { salesEmail: config.salesEmail });
  await app.register(feedbackRoutes, { salesEmail: config.salesEmail });
  await app.register(authRoutes);
  await app.register(userRoutes, { publicUrl: config.publicUrl });
  await app.register(accountRoutes, { publicUrl: config.publicUrl });
  await app.register(emailVerificationRoutes, { publicUrl: config.publicUrl });
  await app.register(accountDeletionRoutes);
  await app.register(teamRoutes, { publicUrl: config.publicUrl });
  await app.register(dataExportRoutes);
  await app.register(planRoutes);
  await app.register(adminRoutes);
  await app.register(partnerApplicationRoutes, { salesEmail: config.salesEmail });
  await app.register(widgetCustomerRoutes);
  await app.register(widgetPublicRoutes, {
    publicUrl: config.publicUrl,
    // Where the questions for the team are listed (the mail says "see all questions").
    portalUrl: `${config.publicUrl}${paths.conversations}`,
  });
  await app.register(widgetFrameRoutes, { webRoot: config.webRoot });
  // The prefix itself too: `/api` is no page, and a client probing it gets the API's own answer.
  app.all(API_PREFIX, answerUnmatchedApiPath);
  app.all(`${API_PREFIX}/*`, answerUnmatchedApiPath);
  async function answerUnmatchedApiPath(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split("?")[0] ?? "";
    // A path part longer than the router matches lands here too: its route may well exist.
    if (path.split("/").some((part) => part.length > MAX_PATH_PARAM_LENGTH)) {
      return reply.status(414).send({ message: messages.api.uriTooLong } satisfies ApiError);
    }
    const allowed = methodsOf(path);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header("allow", allowed.join(", "))
        .send({ message: messages.api.methodNotAllowed(request.method) } satisfies ApiError);
    }
    return reply.status(404).send({ message: messages.api.routeNotFound } satisfies ApiError);
  }

  if (options.serveWeb !== false && config.webRoot) {
    await app.register(webPlugin, {
      root: config.webRoot,
      schedulerUrl: config.schedulerUrl,
      publicUrl: config.publicUrl,
    });
  }
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: messages.api.notFound } satisfies ApiError),
  );
  return app;
}

function withLogStream(
  logger: ReturnType<typeof loggerOptions>,
  stream: LogStream | undefined,
): ReturnType<typeof loggerOptions> {
  return stream && typeof logger === "object" ? { ...logger, stream } : logger;
}
