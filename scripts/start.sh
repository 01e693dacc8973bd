#!/usr/bin/env bash
# `npm start`: sets up the toolchain, builds the wasm and the site into dist/, and serves it on
# http://127.0.0.1:${PORT:-8080}/ (HOST and PORT override). While the site does not exist yet,
# it builds the native CLI and shows a short demo game first.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's emcc looks for acorn through NODE_PATH.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"

fail() { printf 'npm start: %s\n' "$*" >&2; exit 1; }

bash scripts/setup.sh || fail "setup failed (see above)."
if [ -f scripts/build.mjs ]; then
  npm run --silent build || fail "the build (npm run build) failed (see above)."
fi

if [ ! -f dist/index.html ]; then
  echo "The lesson site is not built yet (no dist/index.html); here is the rules core from the command line:"
  { cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null &&
    cmake --build build/native -j2 >/dev/null; } || fail "the native build failed (see above)."
  start_fen='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  echo "\$ chess-cli play '$start_fen' e4 e5 Nf3 Nc6 Bb5 a6 O-O"
  build/native/chess-cli play "$start_fen" e4 e5 Nf3 Nc6 Bb5 a6 O-O
  echo "\$ chess-cli legal <the position after 1.e4>"
  build/native/chess-cli legal 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1' | tr '\n' ' '
  echo
fi

exec node scripts/serve.mjs
