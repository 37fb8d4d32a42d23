// esbuild replaces this at build time (the `define` of scripts/build-web.ts): "production"
// for `npm run build`, "development" for `npm run dev`. Nothing else of Node's process exists
// in the browser.
declare const process: { env: { NODE_ENV: 'production' | 'development' } }
