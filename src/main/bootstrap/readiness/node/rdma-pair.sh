#!/usr/bin/env bash
# Stage 2, node side (streamed after lib/node-lib.sh by readiness-gate.sh): this node's part
# of one round of the per-NIC RDMA check. In each pair the server starts one `ib_write_bw`
# listener per RDMA NIC (port 18515 + k; a listener moves no data), and the client measures
# NIC k against the server's NIC k, one NIC at a time as Oracle's own check does: 16 NICs at
# once would measure the hosts' memory and PCIe, not the links. A NIC the client cannot test
# is released with a bare TCP connection, so that its listener ends instead of waiting.
# Parameters: RDMA_PAIRS ("server=ip,client=ip ..." of this round), SHAPE_RDMA_NICS,
# RDMA_NIC_SECONDS (how long the client tries to reach one NIC's listener).
# Record: rdmaRole, rdmaPeer; the server rdmaDevice.<rdmaK>, the client rdma.<rdmaK> =
# {device, peer, gbps} (what it measured against the peer's NIC of the same name).
set -euo pipefail

: "${RDMA_PAIRS:?RDMA_PAIRS is required}"
: "${SHAPE_RDMA_NICS:?SHAPE_RDMA_NICS is required}"
RDMA_NIC_SECONDS="${RDMA_NIC_SECONDS:-60}"
# perftest as Oracle's oci-hpc health check runs it (oracle-quickstart/oci-hpc,
# multi_node_active_healthcheck.py): 2 QPs, GID index 3 (RoCE v2, IPv4 address), Gb/s.
IB_WRITE_BW_OPTS=(-F -q 2 -x 3 --report_gbits)
PORT_BASE=18515 # perftest's default port; NIC k uses PORT_BASE + k

role="" peer_name="" peer_ip=""
for pair in $RDMA_PAIRS; do
  server=${pair%%,*}
  client=${pair#*,}
  if [[ "${server%%=*}" == "$NODE_NAME" ]]; then role=server peer_name=${client%%=*} peer_ip=${client#*=}; fi
  if [[ "${client%%=*}" == "$NODE_NAME" ]]; then role=client peer_name=${server%%=*} peer_ip=${server#*=}; fi
done
if [[ -z "$role" ]]; then
  node_fail NODE_SCRIPT_FAILED "$NODE_NAME is in no pair of RDMA_PAIRS '$RDMA_PAIRS'"
  node_result
  exit 1
fi
node_set_str rdmaRole "$role"
node_set_str rdmaPeer "$peer_name"

# rdmaK -> mlx5_N: `rdma link show` prints "link mlx5_6/1 state ACTIVE ... netdev rdma0"
declare -A DEVICE=()
while read -r dev netdev; do
  DEVICE[$netdev]=$dev
done < <(rdma link show 2>/dev/null | awk '{for (i = 1; i < NF; i++) if ($i == "netdev") {split($2, d, "/"); print d[1], $(i + 1)}}')

nic_bound() { _min "$RDMA_NIC_SECONDS" "$(node_left)"; }

_last_line_of() { grep -v '^[[:space:]]*$' "$1" 2>/dev/null | tail -n 1 || true; }

# perftest's client table: "#bytes #iterations BW peak[Gb/sec] BW average[Gb/sec] MsgRate";
# the floor (Oracle's) is compared with BW peak, as their check does.
bw_peak() { awk '/#bytes/ {getline; print $3; exit}' "$1"; }

run_client() { # DEV PORT OUT: retries while the server is not listening yet
  local dev=$1 port=$2 out=$3 started=$SECONDS
  until timeout "$(nic_bound)" ib_write_bw -d "$dev" "${IB_WRITE_BW_OPTS[@]}" -p "$port" "$peer_ip" >"$out" 2>&1; do
    if grep -q "Couldn't connect" "$out" && ((SECONDS - started < $(nic_bound))); then
      sleep 0.1
      continue
    fi
    return 1
  done
}

# release PORT: a client that will not test this NIC ends the server's wait (perftest's
# server fails the exchange and exits); nothing listening is fine.
release() { (exec 3<>"/dev/tcp/$peer_ip/$1") 2>/dev/null || true; }

if [[ "$role" == server ]]; then
  # bounded by the node's deadline: a client that vanished costs at most that
  for ((k = 0; k < SHAPE_RDMA_NICS; k++)); do
    dev=${DEVICE[rdma$k]:-}
    [[ -n "$dev" ]] || continue
    node_set_str "rdmaDevice.rdma$k" "$dev"
    (
      rc=0
      timeout "$(node_left)" ib_write_bw -d "$dev" "${IB_WRITE_BW_OPTS[@]}" -p "$((PORT_BASE + k))" \
        >"$NODE_STATE_DIR/ib_write_bw.$k" 2>&1 || rc=$?
      echo "$rc" >"$NODE_STATE_DIR/ib_write_bw.$k.rc"
    ) &
  done
  wait
fi
for ((k = 0; k < SHAPE_RDMA_NICS; k++)); do
  nic=rdma$k
  dev=${DEVICE[$nic]:-}
  out="$NODE_STATE_DIR/ib_write_bw.$k"
  if [[ -z "$dev" ]]; then
    node_fail RDMA_NIC_TEST_FAILED "$nic: no device behind it in 'rdma link show'"
    [[ "$role" == client ]] && release "$((PORT_BASE + k))"
  elif [[ "$role" == server ]]; then
    if [[ "$(cat "$out.rc" 2>/dev/null)" != 0 ]]; then
      node_fail RDMA_NIC_TEST_FAILED "$nic ($dev): ib_write_bw server for $peer_name failed: $(_last_line_of "$out")"
    fi
  elif run_client "$dev" "$((PORT_BASE + k))" "$out" && gbps=$(bw_peak "$out") && [[ "$gbps" =~ ^[0-9]+(\.[0-9]+)?$ ]]; then
    node_set "rdma.$nic" "{\"device\":$(json_string "$dev"),\"peer\":$(json_string "$peer_name"),\"gbps\":$gbps}"
  else
    node_fail RDMA_NIC_TEST_FAILED "$nic ($dev): ib_write_bw against $peer_name ($peer_ip) failed: $(_last_line_of "$out")"
    release "$((PORT_BASE + k))"
  fi
done
node_result
