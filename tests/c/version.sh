#!/bin/sh
# CHESS_VERSION (chess.h) is package.json's "version", and chess-cli --version prints it.
# Usage: version.sh CHESS_CLI PACKAGE_JSON
set -eu
cli=$1 package=$2
expected=$(sed -n 's/^[[:space:]]*"version":[[:space:]]*"\([^"]*\)".*/\1/p' "$package" | head -n 1)
actual=$("$cli" --version)
if [ "$actual" != "chess-cli $expected" ]; then
    echo "chess-cli --version prints \"$actual\"; package.json's version is \"$expected\""
    exit 1
fi
echo "$actual"
