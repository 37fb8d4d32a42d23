# Build stage: compiles the native SQLite addon and bundles the server and the web app.
FROM node:22-slim AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The server bundle carries every dependency except better-sqlite3, which it loads
# from node_modules: its JavaScript, the compiled addon, and `bindings` (with its one
# dependency), which finds the addon. prebuild-install only runs at install time.
RUN mkdir -p /runtime/node_modules \
  && cd node_modules \
  && cp -r --parents \
    better-sqlite3/package.json better-sqlite3/lib better-sqlite3/build/Release/better_sqlite3.node \
    bindings/package.json bindings/bindings.js \
    file-uri-to-path/package.json file-uri-to-path/index.js \
    /runtime/node_modules/ \
  && cp -r /app/dist /app/package.json /runtime/

# Runtime stage: dist/ and the addon, as the unprivileged `node` user (uid 1000).
FROM node:22-slim
# NODE_COMPILE_CACHE (Node 22): V8 keeps the compiled server bundle between restarts,
# which takes compiling the bundle out of every later start.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    NODE_COMPILE_CACHE=/tmp/node-compile-cache
WORKDIR /app
COPY --from=build /runtime ./
# 0700: a new volume takes this folder's owner and mode; the app keeps its files 0600.
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same command `npm start` runs after its build step.
CMD ["node", "dist/server.js"]
