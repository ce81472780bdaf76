# syntax=docker/dockerfile:1
# The image of an API process: `pnpm serve` with the three web apps it serves by host (docs/operations.md).
# One image for every university: everything that differs is the environment (API_KEYS, the app URLs, the
# database, ...), never baked in. deploy/compose.yaml runs it as the reference topology.
#   docker build -t egresa .
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
ENV CI=true
COPY . .
# Installed and built, then installed again without the development tools (from pnpm's store, offline):
# what the runtime stage copies.
RUN npx --yes pnpm@10.34.8 install --frozen-lockfile \
 && npx --yes pnpm@10.34.8 build \
 && find . -name node_modules -type d -prune -exec rm -rf {} + \
 && npx --yes pnpm@10.34.8 install --prod --frozen-lockfile

FROM ${NODE_IMAGE} AS runtime
# The files are root's and read-only to the server; it writes only DATA_DIR (the embedded database and files
# when DATABASE_URL and S3_BUCKET are unset), a volume of its own user, mode 0700 as the server requires.
RUN groupadd --system egresa \
 && useradd --system --gid egresa --home-dir /var/lib/egresa --shell /usr/sbin/nologin egresa \
 && install -d -o egresa -g egresa -m 0700 /var/lib/egresa
WORKDIR /app
# The built API and apps, their production node_modules (pnpm's links are relative, so they hold here), the
# migrations and the content service's documents.
COPY --from=build /src/package.json ./
COPY --from=build /src/node_modules node_modules
COPY --from=build /src/apps/api/package.json apps/api/
COPY --from=build /src/apps/api/node_modules apps/api/node_modules
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/api/drizzle apps/api/drizzle
COPY --from=build /src/apps/alumni/package.json apps/alumni/
COPY --from=build /src/apps/alumni/node_modules apps/alumni/node_modules
COPY --from=build /src/apps/alumni/dist apps/alumni/dist
COPY --from=build /src/apps/alumni/dist-server apps/alumni/dist-server
COPY --from=build /src/apps/company/package.json apps/company/
COPY --from=build /src/apps/company/node_modules apps/company/node_modules
COPY --from=build /src/apps/company/dist apps/company/dist
COPY --from=build /src/apps/company/dist-server apps/company/dist-server
COPY --from=build /src/apps/admin/package.json apps/admin/
COPY --from=build /src/apps/admin/node_modules apps/admin/node_modules
COPY --from=build /src/apps/admin/dist apps/admin/dist
COPY --from=build /src/apps/admin/dist-server apps/admin/dist-server
COPY --from=build /src/content content
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/var/lib/egresa
VOLUME ["/var/lib/egresa"]
USER egresa
EXPOSE 8080
# /healthz: the process is up. The balancer reads /readyz (the database answers) to pick processes.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
