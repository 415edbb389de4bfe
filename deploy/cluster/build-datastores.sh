#!/bin/bash
# The test cluster's PostgreSQL 15 and Redis 7 from Debian's packages, the way the services' base
# image is made (debootstrap --variant=minbase, trimmed): one root folder both images are packed
# from. Part of the k8s cache (build-cache.sh); production uses a managed PostgreSQL and redis:7.
#   build-datastores.sh <cache dir>
set -euo pipefail
CACHE="$1"
root="$CACHE/datastores-rootfs"
mirror="${DEBIAN_MIRROR:-}"
if [ -z "$mirror" ]; then
  mirror="$(sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*debian\)[[:space:]]*$/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1 || true)"
fi
mirror="${mirror:-http://deb.debian.org/debian}"
rm -rf "$root"
debootstrap --variant=minbase --include=postgresql-15,redis-server,redis-tools bookworm "$root" "$mirror" \
  > "$CACHE/logs/debootstrap-datastores.log" 2>&1
rm -rf "$root"/var/cache/apt/* "$root"/var/lib/apt/lists/* "$root"/usr/share/doc/* \
  "$root"/usr/share/man/* "$root"/usr/share/locale/* "$root"/var/lib/postgresql/15/main
# The pods run as these numbers (redis.yaml: 999); PostgreSQL's test pod as its package's user.
grep -E '^(postgres|redis):' "$root/etc/passwd" | cut -d: -f1,3 > "$CACHE/datastores-users"
echo "datastores rootfs: $(du -sh "$root" | cut -f1)"
