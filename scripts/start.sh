#!/usr/bin/env bash
# `npm start`: sets up the toolchain, builds the wasm and the site into dist/, and serves it on
# http://127.0.0.1:${PORT:-8080}/ (HOST and PORT override).
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's emcc looks for acorn through NODE_PATH.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"

fail() { printf 'npm start: %s\n' "$*" >&2; exit 1; }

bash scripts/setup.sh || fail "setup failed (see above)."
npm run --silent build || fail "the build (npm run build) failed (see above)."

exec node scripts/serve.mjs
