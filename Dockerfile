# Production image: builds the web app and the api, then runs the api, which also serves the web app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN node scripts/pnpm.mjs install --frozen-lockfile && node scripts/pnpm.mjs -r build \
  && node scripts/pnpm.mjs --filter @incident-watch/api deploy --prod --legacy /deploy \
  && mkdir -p /deploy/web /deploy/docs && cp -r web/dist /deploy/web/dist \
  && cp docs/research-api.md /deploy/docs/research-api.md \
  && rm -rf /deploy/node_modules/@incident-watch/schema && mkdir -p /deploy/node_modules/@incident-watch \
  && cp -r schema /deploy/node_modules/@incident-watch/schema

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 WEB_DIST=/app/web/dist DATA_DIR=/app/data UPLOAD_DIR=/app/data/uploads
# a heap that outgrows this ends the process, which the orchestrator restarts, well inside the container's
# 1.5 GiB: a leak costs a restart, never swap or the node's memory (override with NODE_OPTIONS)
ENV NODE_OPTIONS=--max-old-space-size=1024
WORKDIR /app
COPY --from=build /deploy /app
# uploads live in a volume; created here so a new named volume starts owned by the app's user
RUN mkdir -p /app/data/uploads && chown -R node:node /app/data
VOLUME /app/data/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:9464/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "dist/main.js"]
