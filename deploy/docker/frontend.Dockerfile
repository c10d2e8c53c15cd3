# syntax=docker/dockerfile:1.7
# One image per frontend (the shell or a remote), built from the repository root:
#   docker build -f deploy/docker/frontend.Dockerfile --build-arg FRONTEND=shell -t balcao-web-shell .
# The build output is served by nginx (unprivileged, uid 101, port 8080): the shell at /
# with an SPA fallback, a remote under /remotes/<name>/ with CORS on its files; the .br and
# .gz copies the build writes beside each text file are sent to browsers that accept them.

ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
 && cp package.json package-lock.json /manifests/ \
 && find . -mindepth 2 -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \;

# ---- Build with the workspace's own toolchain (Rspack through Nx; dev dependencies needed).
FROM ${NODE_IMAGE} AS build
ARG FRONTEND
RUN test -n "${FRONTEND}" || { echo "Build with --build-arg FRONTEND=<name> (a folder of frontends/)"; exit 1; }
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false \
    NX_DAEMON=false NX_NO_CLOUD=true NX_SKIP_NX_CACHE=true
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm install --ignore-scripts --no-audit --no-fund
COPY . .
RUN npx nx run @balcao/${FRONTEND}:build --outputStyle=static
# Lay the files out as the server sees them, and pick the server configuration.
RUN set -eu; \
    dist="frontends/${FRONTEND}/dist"; \
    test -d "$dist" || { echo "$dist was not produced by the build"; exit 1; }; \
    mkdir -p /out/conf; \
    if [ "${FRONTEND}" = "shell" ]; then \
      mkdir -p /out/www && cp -R "$dist"/. /out/www/; \
      cp deploy/docker/nginx/shell.conf /out/conf/default.conf; \
    else \
      test -f "$dist/mf-manifest.json" || { echo "$dist/mf-manifest.json missing: a remote must emit its manifest"; exit 1; }; \
      mkdir -p "/out/www/remotes/${FRONTEND}" && cp -R "$dist"/. "/out/www/remotes/${FRONTEND}/"; \
      cp deploy/docker/nginx/remote.conf /out/conf/default.conf; \
    fi

# ---- Runtime: static files only.
FROM ${NGINX_IMAGE} AS runtime
ARG FRONTEND
LABEL org.opencontainers.image.title="balcao-web-${FRONTEND}"
COPY deploy/docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/docker/nginx/cors.conf deploy/docker/nginx/precompressed.conf deploy/docker/nginx/brotli-headers.conf deploy/docker/nginx/security-headers.conf /etc/nginx/snippets/
COPY --from=build /out/conf/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /out/www/ /usr/share/nginx/balcao/
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
# nginx directly: the image's entrypoint scripts rewrite files under /etc/nginx, which the
# chart mounts read-only.
ENTRYPOINT ["nginx", "-g", "daemon off;"]
