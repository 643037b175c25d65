# Insight's server in a container: the built app and the server, production dependencies only, as a non-root
# user, data under a volume. Same topology as `npm run cluster` (compose.yaml: PostgreSQL, 2 replicas, nginx).
# Checked here by scripts/operate/check-deploy.mjs (a Dockerfile linter from npm); no image is built on this machine.

# ── build: every workspace, with dev dependencies ────────────────────────────────────────────────────────
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY packages/api/package.json packages/api/
COPY packages/ui/package.json packages/ui/
COPY packages/app/package.json packages/app/
COPY packages/server/package.json packages/server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── deps: the server's production dependencies only ──────────────────────────────────────────────────────
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/api/package.json packages/api/
COPY packages/ui/package.json packages/ui/
COPY packages/app/package.json packages/app/
COPY packages/server/package.json packages/server/
RUN npm ci --omit=dev --workspace @insight/server --include-workspace-root=false --no-audit --no-fund

# ── runtime ───────────────────────────────────────────────────────────────────────────────────────────────
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SHUTDOWN_GRACE_MS=20000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /src/package.json ./
COPY --from=build /src/packages/api/package.json ./packages/api/
COPY --from=build /src/packages/api/dist ./packages/api/dist
COPY --from=build /src/packages/api/lang ./packages/api/lang
COPY --from=build /src/packages/server/package.json ./packages/server/
COPY --from=build /src/packages/server/dist ./packages/server/dist
COPY --from=build /src/packages/server/migrations ./packages/server/migrations
COPY --from=build /src/packages/server/assets ./packages/server/assets
COPY --from=build /src/packages/server/guides ./packages/server/guides
COPY --from=build /src/packages/app/dist ./packages/app/dist
RUN mkdir -p /data && chown node:node /data
USER node
# PGlite's data folder when DATABASE_URL is unset, and secrets.json when JWT_SECRET/XSRF_SECRET are not given.
VOLUME ["/data"]
EXPOSE 3000
# Metrics (off unless METRICS_PORT is set, e.g. 9464 with METRICS_HOST=0.0.0.0 for a scraper on the container
# network; never publish it): Prometheus text at /metrics on a listener apart from PORT.
# Ready: the database answers and the migrations are applied (GET /readyz; /healthz is only "alive").
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: /readyz 503, no new connections, requests in flight finished, database closed, exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "packages/server/dist/main.js"]
