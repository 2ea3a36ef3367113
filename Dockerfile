# syntax=docker/dockerfile:1
# Forkpoint in production (docs/deploy.md): the web app built by Vite and the server compiled to plain
# JavaScript (scripts/build-server.mjs), run by node as a non-root user. The suite runs the same
# processes directly where no container engine runs (apps/server/test/scale/).

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every dependency, the web app and the server bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

# 2. The server's production dependencies only (no web, test or build tooling).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev --workspace @forkpoint/server --no-audit --no-fund && npm cache clean --force

# 3. Runtime: what the compiled server reads, laid out as in the repository (the bundle finds the
#    migrations, partner files and web build by their paths relative to it).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
COPY partners partners
USER node
EXPOSE 3000
# Liveness: 200 while the database answers (GET /api/health is never rate-limited). Readiness for a
# balancer is GET /api/ready (migrations applied); the compose file's HAProxy checks health.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains: health turns 503 for SHUTDOWN_DRAIN_MS, then in-flight calls finish and the process exits.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/server.js"]
