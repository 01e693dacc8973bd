#!/usr/bin/env bash
# `npm test`: every test. Sets up the toolchain, runs the C tests under AddressSanitizer and
# UndefinedBehaviorSanitizer, builds the native Release CLI (the oracle's subject), builds the
# wasm and the site, then runs Jest. Stops at the first failing stage and says which one.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"
JOBS="${JOBS:-2}"
# Debian's emcc looks for acorn through NODE_PATH.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
export CHESS_CLI="$ROOT/build/native/chess-cli"
LOG_DIR="$ROOT/build/logs"

stage() {
  local name="$1"
  shift
  printf '\n==> %s\n' "$name"
  local started=$SECONDS
  if ! "$@"; then
    printf '\nnpm test: FAILED at stage "%s" (after %ss)\n' "$name" "$((SECONDS - started))" >&2
    exit 1
  fi
}

c_tests_with_sanitizers() {
  cmake -S . -B build/asan -DCHESS_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug >/dev/null &&
    cmake --build build/asan -j"$JOBS" &&
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}" \
      UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
      ctest --test-dir build/asan --output-on-failure -j"$JOBS" 2>&1 | tee "$LOG_DIR/ctest.log"
}

native_release_build() {
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null &&
    cmake --build build/native -j"$JOBS" &&
    test -x "$CHESS_CLI"
}

jest_tests() {
  node --disable-warning=ExperimentalWarning --experimental-vm-modules node_modules/jest/bin/jest.js --ci \
    --json --outputFile="$LOG_DIR/jest.json" "$@"
}

# The closing line counts the C tests and the JS tests together.
summary_line() {
  node -e '
    const fs = require("fs");
    const [ctestLog, jestJson] = process.argv.slice(1);
    const ctest = /(\d+)% tests passed, (\d+) tests? failed out of (\d+)/.exec(fs.readFileSync(ctestLog, "utf8"));
    const jest = JSON.parse(fs.readFileSync(jestJson, "utf8"));
    const cPassed = ctest ? Number(ctest[3]) - Number(ctest[2]) : 0;
    const cFailed = ctest ? Number(ctest[2]) : 0;
    const passed = cPassed + jest.numPassedTests;
    const failed = cFailed + jest.numFailedTests;
    console.log(`C tests: ${cPassed} passed, ${cFailed} failed; JS tests: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed`);
    console.log(`${passed} passed, ${failed} failed` + (jest.numPendingTests ? `, ${jest.numPendingTests} skipped` : ""));
  ' "$LOG_DIR/ctest.log" "$LOG_DIR/jest.json"
}

stage "setup (toolchain and npm ci)" bash scripts/setup.sh
mkdir -p "$LOG_DIR"
rm -f "$LOG_DIR/ctest.log" "$LOG_DIR/jest.json"
stage "C tests with sanitizers (build/asan)" c_tests_with_sanitizers
stage "native Release build (build/native)" native_release_build
stage "wasm and site build (npm run build)" npm run --silent build
stage "type check (npm run typecheck)" npm run --silent typecheck
printf '\n==> %s\n' "Jest (tests/js, tests/browser)"
jest_status=0
jest_tests "$@" || jest_status=$?
if [ -f "$LOG_DIR/jest.json" ]; then
  summary_line
fi
if [ "$jest_status" -ne 0 ]; then
  printf '\nnpm test: FAILED at stage "Jest (tests/js, tests/browser)"\n' >&2
  exit 1
fi
