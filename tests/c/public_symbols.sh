#!/bin/sh
# The core library's global symbols against chess.h: every function the header declares, and
# otherwise only internals with the reserved prefix chess__, so that nothing collides with a host
# program's names. Usage: public_symbols.sh NM LIBRARY CC HEADER
set -eu
nm_tool=$1 library=$2 cc=$3 header=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The header without comments, macros expanded: each declared function is a name before "(".
"$cc" -E -P -x c "$header" | grep -oE '\bchess_[a-z0-9_]+[[:space:]]*\(' | sed 's/[[:space:]]*($//' | sort -u >"$tmp/declared"
"$nm_tool" -g --defined-only "$library" | awk 'NF == 3 { print $3 }' | sort -u >"$tmp/defined"
status=0
grep -v '^chess__' "$tmp/defined" | comm -23 - "$tmp/declared" >"$tmp/undeclared" || true
if [ -s "$tmp/undeclared" ]; then
    echo "global symbols that chess.h does not declare (make them static or prefix them chess__):"
    sed 's/^/  /' "$tmp/undeclared"
    status=1
fi
comm -13 "$tmp/defined" "$tmp/declared" >"$tmp/missing"
if [ -s "$tmp/missing" ]; then
    echo "functions chess.h declares that the library does not define:"
    sed 's/^/  /' "$tmp/missing"
    status=1
fi
[ "$status" -eq 0 ] && echo "$(wc -l <"$tmp/declared") public functions, $(grep -c '^chess__' "$tmp/defined") chess__ internals"
exit "$status"
