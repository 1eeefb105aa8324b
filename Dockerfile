# The production image: built once, run anywhere (compose.yaml, or any orchestrator). Multi-stage: the build stage has
# every package and the sources; the final image only the built artefact (dist/), the production dependencies, Node
# and PostgreSQL's client programs (for `npm run admin -- backup`). It runs as the unprivileged user `node`.
#   docker build --build-arg BUILD_COMMIT=$(git rev-parse HEAD) -t charters .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG BUILD_COMMIT=unknown
ARG VITE_GTM_ID=
RUN BUILD_COMMIT=${BUILD_COMMIT} VITE_GTM_ID=${VITE_GTM_ID} npm run build

FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    APP_ENV=PROD \
    HOST=0.0.0.0 \
    PORT=8080 \
    STATIC_DIR=/app/dist \
    DATA_DIR=/app/data
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
RUN mkdir -p /app/data /srv/assets && chown node:node /app/data /srv/assets
USER node
EXPOSE 8080 9464
# Liveness: the process answers. The proxy checks readiness (/api/v1/ready) itself.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/server.js"]
