# Production image of the traceability platform: one image for the API (which also serves the built web
# client), the worker, the migrations and the administration CLI. It holds the built JavaScript of
# apps/production (decision 0019) with production dependencies only: no TypeScript, no tsx, no devDependencies.
#
#   docker build -t traceability-platform .
#   API (default command):  docker run -p 3000:3000 --env-file .env traceability-platform
#   worker:                 docker run --env-file .env traceability-platform node dist/worker.js
#   migrations + seed:      docker run --rm --env-file .env traceability-platform sh -c "node dist/migrate.js && node dist/seed.js"
#   administration:         docker run --rm --env-file .env traceability-platform node dist/cli.js help
#
# `npm test` runs the same build and production install without Docker and starts the result
# (scripts/production-smoke.ts). pnpm is used at the version pinned in package.json ("packageManager"),
# run through npx.

# ---- build: the whole workspace, the web client and the production JavaScript --------------------------
FROM node:20-bookworm-slim AS build

ENV CI=true \
    npm_config_update_notifier=false \
    npm_config_fund=false
WORKDIR /src

# 1. Download every package named in the lockfile into pnpm's store. Only the lockfile matters here, so
#    this layer stays cached until pnpm-lock.yaml changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN PNPM="pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")" \
 && npx --yes "$PNPM" fetch

# 2. Install the workspace from the store, build the web client and the production JavaScript, then
#    install apps/production with its production dependencies (from the same lockfile) into /app.
COPY . .
RUN PNPM="pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")" \
 && npx --yes "$PNPM" install --offline --frozen-lockfile \
 && npx --yes "$PNPM" --filter @trace/web build \
 && npx --yes "$PNPM" --filter @trace/production build \
 && npx --yes "$PNPM" --filter @trace/production deploy --legacy --prod --prefer-offline /app

# ---- runtime: /app = dist/ (programs), migrations/ (SQL), web/ (client), node_modules/ (production) ----
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    APP_MODE=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/web \
    UPLOAD_DIR=/data/uploads
WORKDIR /app

COPY --from=build /app /app
# A font with Chinese glyphs for the PDFs the API writes (the audit report).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fonts-wqy-zenhei \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data/uploads \
 && chown node:node /data/uploads

USER node
EXPOSE 3000
VOLUME ["/data/uploads"]

CMD ["node", "dist/api.js"]
