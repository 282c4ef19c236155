# The demo partners (DemoPay, the game studio, the sportsbook): plain Node modules, one image for the
# three, each service running its own server.mjs (docker-compose.yml). Build context: the repository root.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# Every workspace manifest, so npm reads the same workspace layout the lock file describes.
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY remote-auth/package.json remote-auth/
COPY remote-casino/package.json remote-casino/
COPY remote-sports/package.json remote-sports/
COPY remote-account/package.json remote-account/
COPY remote-payments/package.json remote-payments/
COPY remote-content/package.json remote-content/
COPY server/package.json server/
COPY partners/package.json partners/
COPY e2e/package.json e2e/
RUN npm install --omit=dev -w partners

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/package.json ./
COPY --from=deps /app/node_modules node_modules
# The request signing the partners share with the server (@arcadia/shared/signing), and the partners.
COPY shared/package.json shared/
COPY shared/src shared/src
COPY partners partners
RUN mkdir -p /tmp/partners && chown node:node /tmp/partners
USER node
