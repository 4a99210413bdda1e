#!/usr/bin/env python3
"""The per-NIC RDMA check's bookkeeping on the bastion (called by readiness-gate.sh).

rounds N: the pairs of a ring over N nodes (0-1, 1-2, ..., N-1-0; one pair when N is 2),
grouped into rounds in which no node is in two pairs: 2 rounds for an even N, 3 for an odd
one, whatever N is. Prints one round a line, "server,client ..." (indices).

merge FLOOR READY_DIR NAMES_FILE SLOW_FILE ROUND_DIR...: reads the rounds' node records,
gives each node and NIC the best Gb/s it reached against its peers (each measurement counts
for both ends), writes the NICs below FLOOR to SLOW_FILE ("node nic device gbps" lines; the
gate fails them) and adds the rounds' own failures to the nodes' readiness records in
READY_DIR. With two nodes a slow link cannot be told apart from its two ends: both are
named. Prints the summary JSON (the stage's "rdma" output).

findings READY_DIR NAMES_FILE: one verdict per node the ring measured, for the Slurm stage
(readiness-gate.sh keeps them on the bastion): "NAME<TAB>CODE<TAB>detail" per RDMA_NIC_* failure
in the node's readiness record, else "NAME<TAB>OK".
"""
import json
import os
import sys


def rounds(n):
    edges = [(0, 1)] if n == 2 else [(i, (i + 1) % n) for i in range(n)] if n > 2 else []
    out = []
    for a, b in edges:
        for r in out:
            if not any(x in (a, b) for e in r for x in e):
                r.append((a, b))
                break
        else:
            out.append([(a, b)])
    return out


def number(v):
    return "%g" % v


def merge(floor, ready_dir, names_file, slow_file, round_dirs):
    names = [l for l in open(names_file).read().split() if l]
    best = {n: {} for n in names}  # name -> nic -> {"device", "gbps", "peers"}
    failures = {n: [] for n in names}
    pairs = []
    for d in round_dirs:
        records = {}
        for n in names:
            try:
                with open(os.path.join(d, n + ".json")) as f:
                    records[n] = json.load(f)
            except (OSError, ValueError):
                continue
        for n, rec in records.items():
            for item in rec.get("failed") or []:
                detail = item.get("detail", "")
                failures[n].append({"code": item.get("code"), "detail": "per-NIC RDMA check: " + detail
                                    if item.get("code") in ("TIMEOUT", "SSH_UNREACHABLE", "NODE_SCRIPT_FAILED") else detail})
            if rec.get("rdmaRole") == "client":
                peer = rec.get("rdmaPeer")
                pairs.append([peer, n])
                peer_devices = (records.get(peer) or {}).get("rdmaDevice") or {}
                for nic, m in (rec.get("rdma") or {}).items():
                    for node, dev in ((n, m.get("device")), (peer, peer_devices.get(nic))):
                        if node not in best:
                            continue
                        entry = best[node].setdefault(nic, {"device": dev, "gbps": None, "peers": {}})
                        entry["device"] = entry["device"] or dev
                        entry["peers"][peer if node == n else n] = m["gbps"]
                        if entry["gbps"] is None or m["gbps"] > entry["gbps"]:
                            entry["gbps"] = m["gbps"]
    summary_nodes = []
    slow = []
    for n in names:
        nics = []
        for nic in sorted(best[n], key=lambda k: int(k[4:]) if k[4:].isdigit() else 0):
            e = best[n][nic]
            ok = e["gbps"] is not None and e["gbps"] >= floor
            nics.append({"nic": nic, "device": e["device"], "gbps": e["gbps"], "peers": e["peers"], "ok": ok})
            if e["gbps"] is not None and not ok:
                slow.append("%s %s %s %s" % (n, nic, e["device"] or "?", number(e["gbps"])))
        summary_nodes.append({"name": n, "ok": not failures[n] and all(x["ok"] for x in nics), "nics": nics})
        if failures[n]:
            path = os.path.join(ready_dir, n + ".json")
            with open(path) as f:
                record = json.load(f)
            record.setdefault("failed", []).extend(failures[n])
            record["ok"] = False
            record["ready"] = False
            with open(path, "w") as f:
                json.dump(record, f)
    with open(slow_file, "w") as f:
        f.write("".join(line + "\n" for line in slow))
    return {"floorGbps": floor, "rounds": len(round_dirs), "pairs": pairs, "nodes": summary_nodes}


def findings(ready_dir, names_file):
    out = []
    for name in open(names_file).read().split():
        try:
            with open(os.path.join(ready_dir, name + ".json")) as f:
                failed = json.load(f).get("failed") or []
        except (OSError, ValueError):
            failed = []
        rdma = [f for f in failed if str(f.get("code", "")).startswith("RDMA_NIC_")]
        out += ["%s\t%s\t%s" % (name, f["code"], " ".join(str(f.get("detail", "")).split())) for f in rdma]
        if not rdma:
            out.append("%s\tOK" % name)
    return out


if __name__ == "__main__":
    if sys.argv[1] == "rounds":
        for r in rounds(int(sys.argv[2])):
            print(" ".join("%d,%d" % e for e in r))
    elif sys.argv[1] == "merge":
        floor = float(sys.argv[2])
        print(json.dumps(merge(int(floor) if floor.is_integer() else floor, sys.argv[3], sys.argv[4], sys.argv[5],
                               sys.argv[6:]),
                         separators=(",", ":")))
    elif sys.argv[1] == "findings":
        for line in findings(sys.argv[2], sys.argv[3]):
            print(line)
    else:
        sys.exit("usage: rdma_check.py rounds N | merge FLOOR READY_DIR NAMES_FILE SLOW_FILE ROUND_DIR... | findings READY_DIR NAMES_FILE")
