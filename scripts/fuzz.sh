#!/usr/bin/env bash
# npm run fuzz: runs each libFuzzer harness in tests/fuzz for FUZZ_SECONDS (default 60) and merges
# any input that adds coverage into the checked-in corpus. A crash stops with the input's path.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
seconds="${FUZZ_SECONDS:-60}"
CC=clang cmake -S . -B build/fuzz -DCMAKE_BUILD_TYPE=Debug -DCHESS_SANITIZE=ON -DCHESS_FUZZ=ON >/dev/null
mkdir -p build/fuzz/work build/fuzz/crashes
status=0
for source in tests/fuzz/fuzz_*.c; do
  harness="$(basename "$source" .c)"
  corpus="tests/fuzz/corpus/${harness#fuzz_}"
  work="build/fuzz/work/${harness#fuzz_}"
  cmake --build build/fuzz -j2 --target "$harness" >/dev/null
  rm -rf "$work" && mkdir -p "$work" && cp -r "$corpus"/. "$work"/
  echo "== $harness: ${seconds}s"
  if ! "build/fuzz/$harness" "$work" -max_total_time="$seconds" -print_final_stats=1 \
       -artifact_prefix="build/fuzz/crashes/$harness-" 2>"build/fuzz/$harness.log"; then
    echo "$harness: CRASH, see build/fuzz/$harness.log and build/fuzz/crashes/" >&2
    status=1
  fi
  grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "build/fuzz/$harness.log" || true
  "build/fuzz/$harness" -merge=1 "$corpus" "$work" 2>/dev/null >/dev/null || true
done
exit $status
