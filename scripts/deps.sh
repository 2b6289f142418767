#!/usr/bin/env bash
# Installs the Debian packages Tessera needs, only those that are missing. Sourced by
# scripts/run and scripts/test; uses sudo when not root. Extra packages can be passed as args.
set -euo pipefail
tessera_install_deps() {
  # help2man makes the man page at build time; appstream (appstreamcli) and desktop-file-utils
  # validate the installed metadata in the tests, python3-jsonschema the level schemas. Packaging's own tools (debhelper, lintian) are
  # asked for by scripts/package.
  local pkgs=(cmake ninja-build g++ pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev
              nlohmann-json3-dev catch2 libcli11-dev libpng-dev libjpeg-dev libfontconfig-dev gettext
              fonts-dejavu-core fonts-wqy-microhei imagemagick
              help2man appstream desktop-file-utils python3-jsonschema "$@")
  local missing=()
  for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}
