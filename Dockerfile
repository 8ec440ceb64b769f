# Gold-loan website: the compiled server (build/server/start.js) and the Remix build, in one Node
# process. The image has no upstream simulator: UPSTREAM_BASE_URL is required (without it the
# server exits with one line saying so). Build: docker build -t goldloan-web .

FROM node:20-bookworm-slim AS base
WORKDIR /app
# @playwright/test is a dev dependency; browsers are never downloaded in the image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# All dependencies, for the build. npm ci's postinstall (patch-package) applies patches/ to the
# server's route matching (decision 041), so the patches come with the package files.
FROM base AS deps
COPY package.json package-lock.json ./
COPY patches ./patches/
RUN npm ci --no-audit --no-fund

# npm run build: remix vite:build -> build/app/server/index.js (the app) and build/app/client/ (browser files, public/ included), then
# scripts/build-server.js -> build/server/ (the HTTP server, compiled from server/ with esbuild).
# The simulator's bundle is for development and tests only: removed before the runtime stage.
FROM deps AS build
COPY . .
RUN npm run build \
 && rm build/server/upstream-sim.js build/server/upstream-sim.js.map

# Production dependencies only: no tsx, no esbuild (nothing is compiled at run time). Pruned from
# the patched install above rather than installed again: prune runs no postinstall, so
# patch-package stays a development dependency and the patched router stays as it is.
FROM deps AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund

# JavaScript only: no app/, server/ or tsconfig.json. Source maps stay beside build/server/, so a
# stack trace names the .ts file and line it came from.
FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
# build/app/client holds the browser's files and a copy of public/.
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
CMD ["node", "build/server/start.js"]
