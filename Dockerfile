# Production image of the traceability platform: one image for the API (which also serves the built web
# client) and the worker.
#
#   docker build -t traceability-platform .
#   API (default command):  docker run -p 3000:3000 --env-file .env traceability-platform
#   worker:                 docker run --env-file .env traceability-platform node_modules/.bin/tsx apps/worker/src/main.ts
#   migrations + seed:      see the "migrate" service in docker-compose.yml
#
# pnpm is used at the version pinned in package.json ("packageManager"), run through npx.
FROM node:20-bookworm-slim

ENV CI=true \
    npm_config_update_notifier=false \
    npm_config_fund=false
WORKDIR /app

# 1. Download every package named in the lockfile into pnpm's store. Only the lockfile matters here, so
#    this layer stays cached until pnpm-lock.yaml changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
RUN PNPM="pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")" \
 && npx --yes "$PNPM" fetch

# 2. Install the workspace from the store (no network) and build the web client.
#    (devDependencies are kept: the API and worker run their TypeScript sources with tsx.)
COPY . .
RUN PNPM="pnpm@$(node -p "require('./package.json').packageManager.split('@')[1]")" \
 && npx --yes "$PNPM" install --offline --frozen-lockfile \
 && npx --yes "$PNPM" --filter @trace/web build \
 && mkdir -p /data/uploads \
 && chown node:node /data/uploads

ENV NODE_ENV=production \
    APP_MODE=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WEB_DIST=/app/apps/web/dist \
    UPLOAD_DIR=/data/uploads

USER node
EXPOSE 3000
VOLUME ["/data/uploads"]

CMD ["node_modules/.bin/tsx", "apps/api/src/server.ts"]
