import fp from "fastify-plugin";
import { MAIL_JOB_KIND } from "#server/repositories/mail-jobs.ts";
import { type MailSenderOptions, mailJobKind } from "#server/services/mail-sender.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailSender: {
      /** Call once the transaction that enqueued a mail has committed (NOTIFY also wakes it). */
      wake(): void;
      /** Sends every due mail now; waits for those already being sent first (tests, tools). */
      runOnce(): Promise<number>;
    };
  }
}

export type MailSenderPluginOptions = {
  /** Timings (tests shorten them). */
  options?: Partial<MailSenderOptions> | undefined;
  /** false: mails are only queued, never sent in the background (tests that look at the queue itself). */
  enabled?: boolean | undefined;
};

/**
 * The outbox's sender: the "mail" kind of the job queue (server/services/mail-sender.ts), run in
 * every process; the queue starts once the app is ready and stops in `preClose`.
 */
export const mailSenderPlugin = fp<MailSenderPluginOptions>(
  async (app, { options, enabled = true }) => {
    app.jobs.define(MAIL_JOB_KIND, {
      ...mailJobKind({
        db: app.database.db,
        mailer: app.mailer,
        log: app.log.child({ component: "mail-sender" }),
        options,
      }),
      runInBackground: enabled,
    });
    app.decorate("mailSender", {
      wake: () => app.jobs.wake(MAIL_JOB_KIND),
      runOnce: () => app.jobs.runDue(MAIL_JOB_KIND),
    });
  },
  { name: "mail-sender", dependencies: ["database", "mail", "jobs"] },
);
