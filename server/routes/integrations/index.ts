import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiPaths } from "#contracts/api-paths.ts";
import { wordpressPluginZip } from "#server/integrations/wordpress-plugin.ts";
import { errorResponses } from "#server/routes/error-responses.ts";

/**
 * Downloads for the integrations the site offers. The WordPress plugin is public: it holds no
 * secret (the customer types the widget key into WordPress, and that key is in every page of their
 * site anyway), and a partner installs it for clients who have not signed up yet
 * (docs/decisions/0050-wordpress-plugin.md).
 */
export const integrationRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
  // Made once: the same bytes for every download of this server.
  const archive = Buffer.from(wordpressPluginZip(`${options.publicUrl}/widget.js`));
  app.get(
    apiPaths.wordpressPlugin,
    {
      schema: {
        tags: ["Integrations"],
        summary: "WordPress plugin",
        description:
          "The Avatalk plugin for WordPress as a zip for Plugins, Add New, Upload Plugin. Its settings page under Settings takes the widget key; it then prints the widget's loader at the end of every page. Public.",
        response: { 500: errorResponses[500] },
      },
    },
    (_request, reply) => {
      sendZip(reply, archive);
    },
  );
};

/** The archive is bytes (no schema); a failure is JSON as everywhere. */
function sendZip(reply: FastifyReply, archive: Buffer): void {
  reply
    .status(200)
    .type("application/zip")
    .header("content-length", String(archive.length))
    .header("content-disposition", 'attachment; filename="avatalk-wordpress.zip"')
    .header("cache-control", "public, max-age=3600")
    .send(archive);
}
