import path from "node:path";
import fp from "fastify-plugin";
import { type AnswerIndexCache, createAnswerIndexCache } from "./answers.ts";
import { createMatchPool } from "./match-pool.ts";
import { localDiskStore, type MediaStore } from "./media-store.ts";

declare module "fastify" {
  interface FastifyInstance {
    widget: { media: MediaStore; answers: AnswerIndexCache };
  }
}

/**
 * The widget's shared services: the clip store (`$DATA_DIR/media` by default) and the answer indexes,
 * searched on threads of their own.
 */
export const widgetPlugin = fp<{ dataDir: string; media?: MediaStore }>(
  async (app, { dataDir, media }) => {
    const matching = createMatchPool();
    app.addHook("onClose", () => matching.close());
    app.decorate("widget", {
      media: media ?? localDiskStore(path.join(dataDir, "media")),
      answers: createAnswerIndexCache(app.database.db, matching),
    });
  },
  { name: "widget", dependencies: ["database"] },
);
