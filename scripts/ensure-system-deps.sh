#!/usr/bin/env bash
# Installs the Debian packages the tests need (Chromium, Noto fonts, PostgreSQL, poppler) when
# they are missing and we are root. Never downloads a browser from anywhere but Debian.
set -euo pipefail
# With --runtime (npm start): only what the server uses, Chromium and fonts for PDFs.
runtime=false
[ "${1:-}" = "--runtime" ] && runtime=true
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -d /usr/share/fonts/truetype/noto ] || missing+=(fonts-noto-core)
if [ "$runtime" = false ]; then
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
  command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
