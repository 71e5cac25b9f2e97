import fp from "fastify-plugin";
import { createMailer, type Mailer, type MailerConfig } from "#server/services/mail.ts";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Decorates the app with the one mail service. `mailer` replaces it (tests that inspect what is
 * sent); without it the real service is built from the config and logs through the app's logger.
 */
export const mailPlugin = fp<{ config: MailerConfig; mailer?: Mailer | undefined }>(
  async (app, { config, mailer }) => {
    app.decorate("mailer", mailer ?? createMailer(config, app.log));
  },
  { name: "mail" },
);
