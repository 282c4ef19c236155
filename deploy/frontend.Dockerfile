# One front-end package (the shell or a remote) built for production and served by nginx.
#   docker build -f deploy/frontend.Dockerfile --build-arg PACKAGE=remote-casino \
#     --build-arg NGINX_CONF=remote.conf.template -t arcadia/remote-casino .
# The build needs every front-end package's sources, not only its own: the tree-shaken shared
# libraries (tools/webpack/shared-facades.js) hold the union of what all of them import, and every
# container must provide the same singleton.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG PACKAGE
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY shared/package.json shared/
COPY shell/package.json shell/
COPY remote-auth/package.json remote-auth/
COPY remote-casino/package.json remote-casino/
COPY remote-sports/package.json remote-sports/
COPY remote-account/package.json remote-account/
COPY remote-payments/package.json remote-payments/
COPY server/package.json server/
COPY partners/package.json partners/
COPY e2e/package.json e2e/
RUN test -n "${PACKAGE}" && npm install --include-workspace-root \
      -w shared -w shell -w remote-auth -w remote-casino -w remote-sports -w remote-account -w remote-payments
COPY tools/webpack tools/webpack
COPY shared shared
COPY shell shell
COPY remote-auth remote-auth
COPY remote-casino remote-casino
COPY remote-sports remote-sports
COPY remote-account remote-account
COPY remote-payments remote-payments
RUN npm run build -w "${PACKAGE}"

FROM nginx:1.27-alpine
ARG PACKAGE
ARG NGINX_CONF=remote.conf.template
COPY deploy/nginx/${NGINX_CONF} /etc/nginx/templates/default.conf.template
COPY --from=build /app/${PACKAGE}/dist /usr/share/nginx/html
EXPOSE 80
