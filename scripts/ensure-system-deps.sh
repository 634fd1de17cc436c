#!/usr/bin/env bash
# Installs the system programs the tests drive, when they are missing: Debian's Chromium and its
# headless shell (browser tests and Lighthouse; test tools cannot download their own browsers
# here), Firefox and WebKit (the browser tests' other engines: firefox-esr; webkit2gtk-driver,
# whose MiniBrowser needs an X display from xvfb-run and xauth; test/engines.ts), nginx (the
# hosting config test) and openssl (self-signed certificates for nginx and the HTTPS test server).
# Needs root and apt-get; otherwise it says what to install and fails.
set -euo pipefail

missing=()
chrome="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$chrome" ] || missing+=(chromium)
# The browser tests run in the same Chromium's headless shell (test/chromium.ts), unless CHROME_PATH names a browser.
[ -n "${CHROME_PATH:-}" ] || [ -n "${CHROME_HEADLESS_SHELL:-}" ] || [ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
# Firefox: FIREFOX_PATH, Debian's ESR, or a Firefox already there (GitHub's Ubuntu runners have one).
[ -n "${FIREFOX_PATH:-}" ] || [ -x /usr/bin/firefox-esr ] || [ -x /usr/bin/firefox ] || missing+=(firefox-esr)
[ -n "${WEBKIT_DRIVER:-}" ] || [ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -n "${XVFB_RUN:-}" ] || [ -x /usr/bin/xvfb-run ] || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1 || missing+=(nginx)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)

[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  echo "(or point CHROME_PATH at an installed Chromium or Chrome)." >&2
  exit 1
fi

echo "Installing ${missing[*]} from Debian's packages…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The Debian nginx package starts a server on port 80; the tests start their own.
if [[ " ${missing[*]} " == *" nginx "* ]]; then
  (command -v systemctl >/dev/null 2>&1 && systemctl stop nginx 2>/dev/null) || nginx -s stop 2>/dev/null || true
fi
