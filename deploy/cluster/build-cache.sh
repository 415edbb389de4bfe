#!/bin/bash
# Builds Kubernetes 1.20.2 (the only server these machines can have: Debian bookworm's source
# package) and gathers the node's programs from Debian's packages, once, into a cache outside the
# repository. `npm run k8s:e2e` reuses it while it exists. About 15 minutes on 2 cores.
# Nothing under /etc is changed: apt reads a private list folder.
set -euo pipefail
CACHE=${NOMADA_K8S_CACHE:-$HOME/.cache/nomada-k8s-1.20.2}
K8S_SOURCE_VERSION=1.20.5+really1.20.2-1.1+deb12u1
COMPONENTS="kube-apiserver kube-controller-manager kube-scheduler kubelet kube-proxy"
PACKAGES="golang-1.19-go golang-1.19-src etcd-server etcd-client containerd runc containernetworking-plugins
  iptables libip4tc2 libip6tc2 libxtables12 libnftnl11 libmnl0 libnetfilter-conntrack3 libnfnetlink0
  dnsmasq-base libnetfilter-conntrack3 libidn2-0 libnftables1 conntrack"
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=${DEBIAN_SECURITY_MIRROR:-http://deb.debian.org/debian-security}

if [ -f "$CACHE/READY" ]; then echo "k8s cache ready: $CACHE"; exit 0; fi
SCRIPT_DIR="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$CACHE"/{apt/lists/partial,apt/archives/partial,debs,root,bin,logs,src}
log() { echo "[$(date +%T)] $*"; }

apt_private() {
  apt-get -q -o Dir::Etc::SourceList="$CACHE/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null \
    -o Dir::State::Lists="$CACHE/apt/lists" -o Dir::Cache::Archives="$CACHE/apt/archives" \
    -o Dir::Cache="$CACHE/apt" -o Debug::NoLocking=1 "$@"
}
cat > "$CACHE/apt/sources.list" <<LIST
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR bookworm main
deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR bookworm main
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR bookworm-updates main
deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $SECURITY_MIRROR bookworm-security main
deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $SECURITY_MIRROR bookworm-security main
LIST
log "apt lists"
apt_private update > "$CACHE/logs/apt-update.log" 2>&1

log "packages"
(cd "$CACHE/debs" && apt_private download $PACKAGES > "$CACHE/logs/apt-download.log" 2>&1)
for deb in "$CACHE"/debs/*.deb; do dpkg -x "$deb" "$CACHE/root"; done

log "kubernetes source $K8S_SOURCE_VERSION"
(cd "$CACHE/src" && apt_private source --download-only "kubernetes=$K8S_SOURCE_VERSION" > "$CACHE/logs/apt-source.log" 2>&1)
rm -rf "$CACHE/src/tree" && mkdir -p "$CACHE/src/tree"
tar -xf "$(ls "$CACHE"/src/kubernetes_*.orig.tar.* | head -1)" -C "$CACHE/src/tree" --strip-components=1

export GOROOT="$CACHE/root/usr/lib/go-1.19"
export PATH="$GOROOT/bin:$CACHE/root/usr/bin:$PATH"
export GOCACHE="$CACHE/gocache" GOPATH="$CACHE/gopath" GOPROXY=off GOTOOLCHAIN=local
mkdir -p "$GOPATH/src/k8s.io"
ln -sfn "$CACHE/src/tree" "$GOPATH/src/k8s.io/kubernetes"

log "generated OpenAPI definitions"
(cd "$CACHE/src/tree" && nice -n 10 make gen_openapi > "$CACHE/logs/gen-openapi.log" 2>&1)

# GOPATH mode: the tree's go.mod and vendor/ disagree for module mode.
export GO111MODULE=off GOFLAGS= CGO_ENABLED=0
V=k8s.io/kubernetes/vendor/k8s.io
LDF="-s -w -X $V/component-base/version.gitVersion=v1.20.2 -X $V/component-base/version.gitMajor=1 -X $V/component-base/version.gitMinor=20 -X $V/client-go/pkg/version.gitVersion=v1.20.2 -X $V/component-base/version.gitCommit=debian-1.20.2 -X $V/component-base/version.gitTreeState=clean"
cd "$GOPATH/src/k8s.io/kubernetes"
for c in $COMPONENTS; do
  log "go build $c"
  nice -n 10 go build -p 2 -ldflags "$LDF" -o "$CACHE/bin/$c" "./cmd/$c" > "$CACHE/logs/build-$c.log" 2>&1
done

log "pause image"
gcc -static -O2 -o "$CACHE/bin/pause" build/pause/linux/pause.c
rm -rf "$CACHE/gocache" "$CACHE/gopath" "$CACHE/src/tree"
log "PostgreSQL and Redis root folder (debootstrap)"
"$SCRIPT_DIR/build-datastores.sh" "$CACHE"
date -u +%FT%TZ > "$CACHE/READY"
log "k8s cache ready: $CACHE"
