#!/usr/bin/env bash
# The type check (`npm run typecheck`): scripts/ (whose project holds api/ and db/ too, with
# the same options), web/, the service worker and the browser specs, each incrementally (what
# did not change since the last run, .tsbuildinfo/, is not checked again).
#
# TypeScript 7, the compiler ported to Go, on one thread: a fresh check takes ~13 s of CPU
# here against ~73 s with TypeScript 5's tsc, and its threads would only add CPU on two cores
# (docs/performance.md, "An eighth pass"). TypeScript 5 stays installed as `typescript`:
# dependency-cruiser (`npm run lint`) parses our sources with its compiler API, which
# TypeScript 7 does not have.
set -euo pipefail
cd "$(dirname "$0")/.."

for project in scripts web web/service-worker web/e2e; do
  node node_modules/typescript-7/bin/tsc --singleThreaded -p "$project"
done
