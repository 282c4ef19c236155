# One front-end package (the shell or a remote) built for production and served by nginx.
#   docker build -f deploy/frontend.Dockerfile --build-arg PACKAGE=remote-casino \
#     --build-arg NGINX_CONF=remote.conf.template -t arcadia/remote-casino .
# Every front end compiles the workspace libraries `shared/` and `ui/` (@arcadia/shared and the UI
# kit): each container provides its own copy of the shared singletons and the page uses the first
# one loaded (tools/webpack/create-shared-config.js). All front ends are copied so that one recipe
# builds any PACKAGE.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG PACKAGE
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
# Manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY shared/package.json shared/
COPY ui/package.json ui/
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
RUN test -n "${PACKAGE}" && npm install --include-workspace-root \
      -w shared -w ui -w shell -w remote-auth -w remote-casino -w remote-sports -w remote-account -w remote-payments -w remote-content
COPY tools/webpack tools/webpack
COPY shared shared
COPY ui ui
COPY shell shell
COPY remote-auth remote-auth
COPY remote-casino remote-casino
COPY remote-sports remote-sports
COPY remote-account remote-account
COPY remote-payments remote-payments
COPY remote-content remote-content
RUN npm run build -w "${PACKAGE}"

FROM nginx:1.27-alpine
ARG PACKAGE
ARG NGINX_CONF=remote.conf.template
COPY deploy/nginx/${NGINX_CONF} /etc/nginx/templates/default.conf.template
COPY --from=build /app/${PACKAGE}/dist /usr/share/nginx/html
EXPOSE 80
