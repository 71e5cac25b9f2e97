# The production image (docs/deployment.md): build once, run the compiled server, no build at boot.
# PUBLIC_URL, APP_URL and SCHEDULER_URL are read at build time (they are written into the pages), so
# pass them as build arguments; everything else is runtime environment.
# Node 24 LTS: Node 20 has been out of support since April 2026. The code itself keeps running on
# Node 20.19 or newer (package.json "engines"; the server bundle targets it), which the development
# and CI machines have (docs/decisions/0001-toolchain-versions.md).

FROM node:24-bookworm-slim AS build
WORKDIR /app
ARG PUBLIC_URL
ARG APP_URL
ARG SCHEDULER_URL
ENV PUBLIC_URL=${PUBLIC_URL} APP_URL=${APP_URL} SCHEDULER_URL=${SCHEDULER_URL}
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# ffmpeg and ffprobe process uploaded clips (server/media/; docs/decisions/0024-media-pipeline.md).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM drains in-flight requests and closes the database (docs/reliability.md).
CMD ["node", "--enable-source-maps", "build/production-server/main.js"]
