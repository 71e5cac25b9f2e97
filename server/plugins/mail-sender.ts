import fp from "fastify-plugin";
import { createMailSender, type MailSender, type MailSenderOptions } from "#server/services/mail-sender.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Call `wake()` once the transaction that enqueued a mail has committed. */
    mailSender: MailSender;
  }
}

export type MailSenderPluginOptions = {
  /** Timings (tests shorten them). */
  options?: Partial<MailSenderOptions> | undefined;
  /** false: jobs are only queued, never sent (tests that look at the queue itself). */
  enabled?: boolean | undefined;
};

/**
 * Runs the outbox's background sender in this process (server/services/mail-sender.ts). It starts
 * once the app is ready and stops in `preClose`, before Fastify closes anything else, so its last
 * updates still reach the database.
 */
export const mailSenderPlugin = fp<MailSenderPluginOptions>(
  async (app, { options, enabled = true }) => {
    const sender = createMailSender({
      db: app.database.db,
      mailer: app.mailer,
      log: app.log.child({ component: "mail-sender" }),
      options,
    });
    app.decorate("mailSender", sender);
    if (!enabled) return;
    app.addHook("onReady", async () => sender.start());
    app.addHook("preClose", () => sender.stop());
  },
  { name: "mail-sender", dependencies: ["database", "mail"] },
);
