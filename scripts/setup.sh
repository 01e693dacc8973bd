#!/usr/bin/env bash
# Checks the toolchain and installs what is missing; then installs the npm dev dependencies.
# Idempotent and quiet when everything is already there. On a Debian-like machine as root it
# installs missing apt packages itself; elsewhere it stops and names what to install.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'setup: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

has() { command -v "$1" >/dev/null 2>&1; }
has_stockfish() { has stockfish || [ -x /usr/games/stockfish ]; }
has_c_compiler() { has cc || has gcc; }
has_clang_runtime() {
  # libclang-rt-14-dev holds the sanitizer and libFuzzer runtimes clang needs for fuzzing.
  if has dpkg-query; then
    dpkg-query -W -f='${Status}' libclang-rt-14-dev 2>/dev/null | grep -q 'install ok installed'
  else
    local probe
    probe="$(mktemp -d)"
    printf 'int LLVMFuzzerTestOneInput(const unsigned char *d, unsigned long n) { (void)d; return (int)n & 0; }\n' \
      >"$probe/fuzz.c"
    local status=0
    clang -fsanitize=fuzzer "$probe/fuzz.c" -o "$probe/fuzz" >/dev/null 2>&1 || status=1
    rm -rf "$probe"
    return "$status"
  fi
}

# need CHECK PACKAGE NAME: records the apt package and a readable name when CHECK fails.
need() {
  local check="$1" package="$2" name="$3"
  if ! "$check"; then
    missing_packages+=("$package")
    missing_names+=("$name")
  fi
}
check_cmake() { has cmake; }
check_make() { has make; }
check_emcc() { has emcc; }
check_chromium() { has chromium || has chromium-browser; }
# The other two engines of the browser tests (tests/browser/engines.test.mjs): Firefox ESR, and
# WebKitGTK's WebDriver with its MiniBrowser, which runs on an Xvfb display the tests start.
check_firefox() { has firefox-esr; }
check_webkit_driver() { has WebKitWebDriver; }
check_xvfb() { has Xvfb; }
check_clang() { has clang; }
check_clang_runtime() { has clang && has_clang_runtime; }
check_node() { has node; }
check_npm() { has npm; }
# Chinese glyphs for the browser tests' screenshots (without them every Chinese character is a box).
check_cjk_font() {
  if has dpkg-query; then
    dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q 'install ok installed'
  else
    has fc-list && [ -n "$(fc-list :lang=zh 2>/dev/null | head -n 1)" ]
  fi
}

# Every tool the project needs, each with its package: fills missing_packages and missing_names.
check_all() {
  missing_packages=()
  missing_names=()
  need check_cmake cmake "cmake"
  need has_c_compiler build-essential "a C compiler (gcc/cc)"
  need check_make build-essential "make"
  need check_emcc emscripten "emcc (Emscripten)"
  need check_chromium chromium "chromium"
  need check_firefox firefox-esr "firefox-esr"
  need check_webkit_driver webkit2gtk-driver "WebKitWebDriver (webkit2gtk-driver)"
  need check_xvfb xvfb "Xvfb (xvfb)"
  need has_stockfish stockfish "stockfish"
  need check_clang clang "clang"
  need check_clang_runtime libclang-rt-14-dev "clang's sanitizer/fuzzer runtime (libclang-rt-14-dev)"
  need check_node nodejs "node"
  need check_npm npm "npm"
  need check_cjk_font fonts-noto-cjk "a Chinese font (fonts-noto-cjk)"
}
check_all

# Waits until no other apt/dpkg process holds the package database (e.g. an install already
# running in the background), at most APT_LOCK_WAIT seconds.
wait_for_apt() {
  local waited=0 limit="${APT_LOCK_WAIT:-900}"
  while apt_busy; do
    if [ "$waited" -ge "$limit" ]; then
      die "another apt/dpkg process has held the package lock for ${limit}s; wait for it to finish and rerun."
    fi
    [ "$waited" -eq 0 ] && say "waiting for another apt/dpkg process to finish..."
    sleep 5
    waited=$((waited + 5))
  done
}
apt_busy() {
  local comm
  for comm in /proc/[0-9]*/comm; do
    case "$(cat "$comm" 2>/dev/null)" in
      apt | apt-get | dpkg | aptitude | unattended-upgr) return 0 ;;
    esac
  done
  return 1
}

if [ "${#missing_packages[@]}" -gt 0 ]; then
  # Deduplicate (build-essential covers both the compiler and make).
  read -r -a packages <<<"$(printf '%s\n' "${missing_packages[@]}" | sort -u | tr '\n' ' ')"
  if [ "$(id -u)" -eq 0 ] && has apt-get; then
    say "installing ${packages[*]} (missing: $(IFS=,; echo "${missing_names[*]}" | sed 's/,/, /g'))"
    wait_for_apt
    apt_options=(-o DPkg::Lock::Timeout=600 -q)
    if ! apt-get "${apt_options[@]}" update >/tmp/chess-setup-apt.log 2>&1; then
      cat /tmp/chess-setup-apt.log >&2
      die "apt-get update failed (log above)."
    fi
    wait_for_apt
    if ! DEBIAN_FRONTEND=noninteractive apt-get "${apt_options[@]}" install -y --no-install-recommends \
      "${packages[@]}" >>/tmp/chess-setup-apt.log 2>&1; then
      tail -n 40 /tmp/chess-setup-apt.log >&2
      die "apt-get install ${packages[*]} failed (log above)."
    fi
    # Check again: a package that installed but did not provide its tool is still a failure.
    check_all
    if [ "${#missing_names[@]}" -gt 0 ]; then
      die "still missing after apt-get install: ${missing_names[*]}"
    fi
  else
    say "missing tools: $(IFS=,; echo "${missing_names[*]}" | sed 's/,/, /g')"
    say "install them, e.g. on Debian or Ubuntu as root:"
    say "  apt-get update && apt-get install -y ${packages[*]}"
    say "(on other systems: CMake >= 3.16, a C compiler and make, Emscripten, Chromium, Firefox ESR,"
    say " WebKitGTK's WebKitWebDriver and MiniBrowser, Xvfb, Stockfish,"
    say " clang with its sanitizer/fuzzer runtime, Node.js >= 20 with npm), then rerun."
    exit 1
  fi
fi

# The npm dev dependencies (Jest, chess.js, esbuild, playwright-core, ...): reinstall when the lock
# file is newer than the last install. A node_modules that is a link (a git worktree sharing another
# checkout's) is that checkout's to install: npm ci would empty the folder it points to.
if [ -L node_modules ]; then
  say "node_modules is a link to $(readlink node_modules); left as it is"
elif [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  if ! npm ci --no-audit --no-fund --loglevel=error >/tmp/chess-setup-npm.log 2>&1; then
    cat /tmp/chess-setup-npm.log >&2
    die "npm ci failed (log above)."
  fi
fi
