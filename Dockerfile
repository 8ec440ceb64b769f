# Gold-loan website: Remix app served by server/start.ts (which also starts the embedded upstream
# simulator when UPSTREAM_BASE_URL is unset). Build: docker build -t goldloan-web .

FROM node:20-bookworm-slim AS base
WORKDIR /app
# @playwright/test is a dev dependency; browsers are never downloaded in the image.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false

# All dependencies, for the build.
FROM base AS deps
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# remix build -> build/ (server) and public/build/ (browser assets).
FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only (tsx is one: the server runs TypeScript).
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000
COPY package.json ./
# tsx reads the "~/*" path alias from tsconfig.json when it loads server/ and app/ sources.
COPY tsconfig.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY server ./server
# server/start.ts validates the configuration with app/platform/env.server.ts, and the simulator
# imports the upstream contracts and journey rules: the sources travel with the image.
COPY app ./app
USER node
EXPOSE 3000
CMD ["node", "--import", "tsx", "server/start.ts"]
