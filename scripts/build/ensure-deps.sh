#!/usr/bin/env bash
# Installs what is missing: npm packages from the lockfile (when node_modules is absent or older
# than package-lock.json) and, with --browser / --postgres, Debian's chromium and postgresql.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm ci"
  npm ci --no-audit --no-fund
fi

apt_pkgs=()
for arg in "$@"; do
  case "$arg" in
    --browser) [ -x /usr/bin/chromium ] || apt_pkgs+=(chromium) ;;
    --postgres) [ -x /usr/lib/postgresql/15/bin/postgres ] || ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || apt_pkgs+=(postgresql) ;;
  esac
done
if [ ${#apt_pkgs[@]} -gt 0 ]; then
  echo "› apt-get install ${apt_pkgs[*]}"
  sudo_cmd=""
  [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${apt_pkgs[@]}" >/dev/null
fi
