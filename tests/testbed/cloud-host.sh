#!/usr/bin/env bash
# The bed's "cloud": bed hosts started and stopped for the instances the fake OCI CLI
# (fakes/oci, fakes/lib/oci_cli.py) launches and terminates. The CLI runs inside the bastion
# and only records the request (BEDDIR/cloud/requests/); the daemon (cloud.py), started here in
# the root namespace, serves it by calling this script, which builds or removes a host exactly
# as bed.sh builds the bed's own (bed.sh's functions).
#
#   cloud-host.sh daemon BEDDIR            start the daemon (pid in BEDDIR/cloud/daemon.pid)
#   cloud-host.sh stop-daemon BEDDIR       stop it (bed.sh down does so first)
#   cloud-host.sh launch NAME IP GPUS RDMA_NICS BEDDIR [IMAGE_ID [CREATED_MS]]
#                                          a new node host NAME (hostname = the display name) on
#                                          IP with its own namespace, sshd and fakes; its faults
#                                          from BEDDIR/cloud/host-faults/NAME.env
#   cloud-host.sh terminate NAME BEDDIR    stop the host: processes, namespace, mounts gone
#
# BEDDIR/cloud/hosts.tsv lists the launched hosts (bed.sh's hosts() includes them, so
# bed.sh down stops them too).
set -euo pipefail

# shellcheck source=tests/testbed/bed.sh
source "$(dirname "${BASH_SOURCE[0]}")/bed.sh"

cloud_hosts_edit() { # BEDDIR AWK_PROGRAM [ARGS...]: rewrite cloud/hosts.tsv under its lock
  local bed=$1 prog=$2
  shift 2
  exec 9>"$bed/cloud/hosts.lock"
  flock 9
  touch "$bed/cloud/hosts.tsv"
  awk "$@" "$prog" "$bed/cloud/hosts.tsv" >"$bed/cloud/hosts.tsv.new"
  mv "$bed/cloud/hosts.tsv.new" "$bed/cloud/hosts.tsv"
  exec 9>&-
}

login_uid() { # BEDDIR: the login user's uid, as bed.sh up chose it for every host
  local bastion
  bastion=$(awk '$1 == "bastion" { print $2; exit }' "$1/hosts.tsv")
  awk -F: -v u="$LOGIN_USER" '$1 == u { print $3; exit }' "$1/hosts/$bastion/upper/etc/passwd"
}

# An image the test made (bed.sh snapshot into BEDDIR/cloud/images/<its OCID>) boots the instance
# launched with that --image-id (bed.sh's OCITB_IMAGE); any other image id is the base image.
cloud_launch() { # NAME IP GPUS RDMA BEDDIR [IMAGE_ID [CREATED_MS]]
  local name=$1 ip=$2 gpus=$3 rdma=$4 bed=$5 image_id=${6:-} created_ms=${7:-} h uid image=""
  h="$bed/hosts/$name"
  [[ ! -e $bed/hosts/$name/init.pid ]] || die "host $name is running already"
  uid=$(login_uid "$bed")
  # a new instance: nothing of an earlier one of the same name survives
  rm -rf "${h:?}"
  mkdir -p "$h/run/ocitb"
  if [[ -f $bed/cloud/host-faults/$name.env ]]; then
    cp "$bed/cloud/host-faults/$name.env" "$h/run/ocitb/faults.env"
  else
    : >"$h/run/ocitb/faults.env"
  fi
  # the instance metadata its host will serve (the curl fake's run/ocitb/imds/), as OCI serves
  # each instance its own host's documents: BEDDIR/cloud/host-imds/NAME/
  if [[ -d $bed/cloud/host-imds/$name ]]; then
    mkdir -p "$h/run/ocitb/imds"
    cp -r "$bed/cloud/host-imds/$name/." "$h/run/ocitb/imds/"
  fi
  # and its instance document carries the instance's creation, as OCI's does for every instance:
  # timeCreated, "in the UNIX timestamp format in milliseconds since Epoch" (Oracle, "Getting
  # Instance Metadata"); the test's document, if any, keeps its other fields
  if [[ $created_ms =~ ^[0-9]+$ ]]; then
    mkdir -p "$h/run/ocitb/imds"
    python3 - "$h/run/ocitb/imds/instance" "$created_ms" <<'PY'
import json, os, sys
path, ms = sys.argv[1], int(sys.argv[2])
doc = json.load(open(path)) if os.path.exists(path) else {}
doc["timeCreated"] = ms
with open(path, "w") as f:
    json.dump(doc, f, indent=1)
PY
  fi
  # shellcheck disable=SC2016 # awk's own $2
  cloud_hosts_edit "$bed" '$2 != n { print } END { print "node", n, ip, g, r }' -v n="$name" -v ip="$ip" \
    -v g="$gpus" -v r="$rdma"
  if [[ -n $image_id && -d $bed/cloud/images/$image_id ]]; then image=$bed/cloud/images/$image_id; fi
  OCITB_IMAGE=$image prepare_host "$bed" node "$name" "$ip" "$gpus" "$rdma" "$uid"
  # the launch's metadata keys, as cloud-init gives them the default user (fakes/lib/oci_cli.py)
  if [[ -f $bed/cloud/host-keys/$name ]]; then
    cat "$bed/cloud/host-keys/$name" >"$h/home/$LOGIN_USER/.ssh/authorized_keys"
  fi
  net_host "$bed" "$name" "$ip" "$rdma" "${PREFIX}c${ip##*.}"
  OCITB_BOOT_FRESH=1 start_host "$name" "$bed"
}

cloud_terminate() { # NAME BEDDIR
  local name=$1 bed=$2 ns
  stop_host "$name" "$bed"
  ns=$(ns_of "$name")
  if ip netns list | awk '{print $1}' | grep -qx "$ns"; then ip netns del "$ns"; fi
  # shellcheck disable=SC2016 # awk's own $2
  cloud_hosts_edit "$bed" '$2 != n' -v n="$name"
}

daemon_start() { # BEDDIR
  local bed=$1
  [[ -d $bed/cloud ]] || die "no cloud directory $bed/cloud"
  setsid python3 "$HERE/cloud.py" "$bed" >>"$bed/cloud/daemon.log" 2>&1 </dev/null &
  echo $! >"$bed/cloud/daemon.pid"
}

daemon_stop() { # BEDDIR
  local bed=$1 pid
  [[ -f $bed/cloud/daemon.pid ]] || return 0
  pid=$(cat "$bed/cloud/daemon.pid")
  # the daemon's whole process group (setsid made it the leader): a launch or terminate it was
  # running must not go on after bed.sh down, into the next bed that gets this instance's names
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 100); do
    pgrep -g "$pid" >/dev/null || break
    sleep 0.05
  done
  kill -KILL -- "-$pid" 2>/dev/null || true
  for _ in $(seq 100); do
    pgrep -g "$pid" >/dev/null || break
    sleep 0.05
  done
  rm -f "$bed/cloud/daemon.pid"
}

case ${1:-} in
  daemon) daemon_start "${2:?BEDDIR}" ;;
  stop-daemon) daemon_stop "${2:?BEDDIR}" ;;
  launch) cloud_launch "${2:?NAME}" "${3:?IP}" "${4:?GPUS}" "${5:?RDMA}" "${6:?BEDDIR}" "${7:-}" "${8:-}" ;;
  terminate) cloud_terminate "${2:?NAME}" "${3:?BEDDIR}" ;;
  *) die "usage: cloud-host.sh daemon|stop-daemon BEDDIR | launch NAME IP GPUS RDMA BEDDIR [IMAGE_ID [CREATED_MS]] | terminate NAME BEDDIR" ;;
esac
