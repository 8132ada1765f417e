#!/usr/bin/env bash
# A one-machine Ceph cluster with an S3 gateway, in the folder given (made empty by the caller): one
# monitor, one OSD keeping its objects in memory (memstore, 512 MB), one radosgw on a free port, and an
# S3 user. Prints "<endpoint> <access key> <secret key>" when the gateway answers. Stop it with
# `radosgw.sh stop <folder>`. Debian's packages: radosgw ceph-mon ceph-osd (docs/decisions/048).
set -euo pipefail
if [ "${1:-}" = stop ]; then
  # Its objects are throw-away (memstore): no need to wait for a clean stop.
  for pid in "$2"/run/*.pid; do [ -e "$pid" ] && kill -9 "$(cat "$pid")" 2>/dev/null || true; done
  exit 0
fi
dir=$1
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
mon_port=$(free_port)
rgw_port=$(free_port)
fsid=$(cat /proc/sys/kernel/random/uuid)
osd_uuid=$(cat /proc/sys/kernel/random/uuid)
mkdir -p "$dir/run" "$dir/log" "$dir/mon/a" "$dir/osd/0"
cat >"$dir/ceph.conf" <<CONF
[global]
fsid = $fsid
mon host = v1:127.0.0.1:$mon_port
mon initial members = a
auth cluster required = none
auth service required = none
auth client required = none
auth allow insecure global id reclaim = true
ms bind msgr2 = false
run dir = $dir/run
admin socket = $dir/run/\$name.asok
log file = $dir/log/\$name.log
pid file = $dir/run/\$name.pid
mon data = $dir/mon/\$id
mon allow pool size one = true
mon warn on pool no redundancy = false
mon data avail warn = 1
mon data avail crit = 0
osd data = $dir/osd/\$id
osd objectstore = memstore
memstore device bytes = 536870912
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
[mon]
keyring = $dir/keyring
[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:$rgw_port
CONF
conf=(-c "$dir/ceph.conf")
quiet() { "$@" >>"$dir/log/setup.log" 2>&1 || { cat "$dir/log/setup.log" >&2; exit 1; }; }
quiet ceph-authtool --create-keyring "$dir/keyring" --gen-key -n mon. --cap mon 'allow *'
quiet monmaptool --create --addv a "[v1:127.0.0.1:$mon_port]" --fsid "$fsid" "$dir/monmap"
quiet ceph-mon "${conf[@]}" --mkfs -i a --monmap "$dir/monmap" --keyring "$dir/keyring"
quiet ceph-mon "${conf[@]}" -i a
quiet ceph "${conf[@]}" osd create "$osd_uuid"
quiet ceph-osd "${conf[@]}" -i 0 --mkfs --osd-uuid "$osd_uuid"
# The monitor may not have committed the new OSD yet when it boots: it then refuses it ("wrong fsid",
# about one start in six here) and the OSD exits. Starting it again a moment later finds it committed.
for try in 1 2 3 4 5; do
  ceph-osd "${conf[@]}" -i 0 >>"$dir/log/setup.log" 2>&1 && break
  [ "$try" = 5 ] && { cat "$dir/log/setup.log" >&2; exit 1; }
  sleep 1
done
quiet ceph "${conf[@]}" osd crush add osd.0 1 root=default host=local
quiet radosgw "${conf[@]}" -n client.rgw --rgw-init-timeout 120
for _ in $(seq 1 120); do
  curl -fs -o /dev/null "http://127.0.0.1:$rgw_port/" && break
  sleep 0.5
done
curl -fs -o /dev/null "http://127.0.0.1:$rgw_port/" || { tail -20 "$dir/log/client.rgw.log" >&2; exit 1; }
quiet radosgw-admin "${conf[@]}" user create --uid huitang --display-name Huitang \
  --access-key huitang-scale --secret huitang-scale-secret
echo "http://127.0.0.1:$rgw_port huitang-scale huitang-scale-secret"
