#!/usr/bin/env bash
# Finds the system Chromium for the browser tests; installs Debian's packages when root with apt-get.
# Prefers Debian's chromium-headless-shell (the same Chromium build without the desktop browser around it: the
# browser stage took ~20 % less time with it on a 2-core machine); falls back to chromium.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "$CHROME_PATH" ]; then echo "$CHROME_PATH"; exit 0; fi
if [ -x /usr/bin/chromium-headless-shell ]; then echo /usr/bin/chromium-headless-shell; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium's headless shell not found; installing Debian's chromium-headless-shell package…" >&2
  export DEBIAN_FRONTEND=noninteractive
  if { apt-get install -y -qq chromium-headless-shell fonts-noto-cjk >&2 || { apt-get update -qq >&2 && apt-get install -y -qq chromium-headless-shell fonts-noto-cjk >&2; }; } && [ -x /usr/bin/chromium-headless-shell ]; then
    echo /usr/bin/chromium-headless-shell
    exit 0
  fi
fi
for c in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$c" ]; then echo "$c"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found; installing Debian's chromium package…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq chromium fonts-noto-cjk >&2
  echo /usr/bin/chromium
  exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium and none was found.
Install it, then run the tests again:
  sudo apt-get update && sudo apt-get install -y chromium-headless-shell fonts-noto-cjk
or point CHROME_PATH at a Chromium/Chrome binary: CHROME_PATH=/path/to/chrome npm test
MSG
exit 1
