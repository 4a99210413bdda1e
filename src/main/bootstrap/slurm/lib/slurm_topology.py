#!/usr/bin/env python3
"""Slurm's topology.yaml from the nodes' places in the RDMA fabric, on the bastion.

The rules are those of the program's generator (src/main/java/ocigpucluster/topology/
SlurmTopology.java, whose comment cites each: Oracle's oci-hpc v3.1.0
generate_slurm_topology.py and Slurm 25.11's topology.yaml(5)); this copy runs where the nodes'
metadata is, on the bastion, when a node joins, is replaced or an on-demand node resumes. Both are
checked against the same hand-written files (TopologyGoldenTest, SlurmTopologyScriptTest).

Usage: slurm_topology.py TOPOLOGY_DIR < nodes
  nodes: one "NAME GROUP" line per node of slurm.conf; TOPOLOGY_DIR/NAME.json is the node's
  place as the readiness stage recorded it (networkBlock, localBlock, rack, and its shape, which
  says which of them are levels); a node without a file (an on-demand node not up yet) is under
  the placeholder "none" at every level.
Writes topology.yaml on stdout; exit 2 with a message on bad input.
"""
import hashlib
import json
import os
import re
import sys

PLACEHOLDER = "none"
NAME_LIMIT = 64
MAX_BLOCK_LEVELS = 16
# (level, its prefix), highest first
HIGH_TO_LOW = (("networkBlock", "nb"), ("localBlock", "lb"), ("rack", "rk"))


def shape_levels(shape):
    s = (shape or "").upper()
    if not s.strip():
        return ("rack",)
    if "GPU.GB" in s:
        return ("networkBlock", "localBlock", "rack")
    if s in ("BM.GPU4.8", "BM.GPU.B4.8", "BM.GPU.A100-V2.8") or "HPC" in s or "OPTIMIZED" in s:
        return ("networkBlock", "rack")
    if "GPU" in s:
        return ("networkBlock", "localBlock")
    return ("rack",)


def natural_key(s):
    # digits by value (leading zeros ignored), the rest case-insensitively
    parts = re.findall(r"\d+|\D+", s)
    return [(0, len(p.lstrip("0")), p.lstrip("0")) if p.isdigit() else (1, p.lower()) for p in parts] + [s]


def sanitize(value):
    s = re.sub(r"-{2,}", "-", re.sub(r"[^A-Za-z0-9_:-]+", "-", value.strip()))
    s = re.sub(r"^[-_]+|[-_]+$", "", s)
    return s or "unnamed"


def sha1(value):
    return hashlib.sha1(value.encode()).hexdigest()


def limit(name):
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 9] + "-" + sha1(name)[:8]


def token(value):
    s = sanitize(value)
    return s if len(s) <= 8 else s[-8:]


def place(directory, name):
    try:
        with open(os.path.join(directory, name + ".json")) as f:
            record = json.load(f)
    except FileNotFoundError:
        return None, {}
    except ValueError as e:
        sys.exit("slurm_topology: %s.json in %s is not JSON (%s)" % (name, directory, e))
    out = {}
    for level, _ in HIGH_TO_LOW:
        v = record.get(level)
        if isinstance(v, str) and v.strip() and v.strip().lower() not in ("none", "null"):
            out[level] = v.strip()
    shape = record.get("shape")
    return (shape if isinstance(shape, str) else None), out


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    directory = sys.argv[1]
    groups = {}
    seen = set()
    for line in sys.stdin.read().splitlines():
        if not line.strip():
            continue
        fields = line.split()
        if len(fields) != 2:
            sys.exit("slurm_topology: '%s' is not NAME GROUP" % line)
        name, group = fields
        if name in seen:
            sys.exit("slurm_topology: node %s is listed twice" % name)
        seen.add(name)
        shape, pl = place(directory, name)
        groups.setdefault(group, []).append((name, shape, pl))
    if not groups:
        sys.exit("slurm_topology: no nodes: a topology needs at least one node")
    switches, blocks = [], []
    largest = 0
    for group in sorted(groups, key=natural_key):
        members = groups[group]
        largest = max(largest, len(members))
        active = [(lv, p) for lv, p in HIGH_TO_LOW if any(lv in shape_levels(s) and lv in pl for _, s, pl in members)]
        root = {"children": {}, "nodes": [], "prefix": None}
        for name, shape, pl in members:
            cursor = root
            for lv, p in active:
                value = pl.get(lv) if lv in shape_levels(shape) else None
                cursor = cursor["children"].setdefault(value or PLACEHOLDER, {"children": {}, "nodes": [], "prefix": p})
            cursor["nodes"].append(name)
        render(root, limit(sanitize(group)), switches, blocks)
    smallest = min(len(b[1]) for b in blocks)
    sizes = []
    s = smallest
    while s <= max(largest, smallest) and len(sizes) < MAX_BLOCK_LEVELS:
        sizes.append(s)
        s *= 2
    out = [
        "# Slurm topology.yaml written by oci-gpu-cluster from each node's instance metadata:",
        "# a tree (the cluster default) and a block topology per node group's RDMA fabric.",
        "# A node without topology data is under '%s' in its group." % PLACEHOLDER,
        "- topology: tree",
        "  cluster_default: true",
        "  tree:",
        "    switches:",
    ]
    for name, children, nodes in switches:
        out.append("      - switch: " + name)
        out.append("        children: " + ",".join(children) if children else "        nodes: " + ",".join(nodes))
    out += ["- topology: block", "  cluster_default: false", "  block:", "    block_sizes:"]
    out += ["      - %d" % s for s in sizes]
    out.append("    blocks:")
    for name, nodes in blocks:
        out.append("      - block: " + name)
        out.append("        nodes: " + ",".join(nodes))
    print("\n".join(out))


def render(level, name, switches, blocks):
    if not level["children"]:
        nodes = sorted(level["nodes"], key=natural_key)
        switches.append((name, [], nodes))
        blocks.append((name, nodes))
        return
    values = sorted(level["children"], key=lambda v: (v == PLACEHOLDER, natural_key(v)))
    prefix = level["children"][values[0]]["prefix"]
    tokens = {v: PLACEHOLDER if v == PLACEHOLDER else token(v) for v in values}
    counts = {}
    for t in tokens.values():
        counts[t] = counts.get(t, 0) + 1
    names = {}
    for v in values:
        t = tokens[v]
        clash = counts[t] > 1 or (v != PLACEHOLDER and t == PLACEHOLDER)
        names[v] = limit("%s:%s-%s" % (name, prefix, sha1(v)[:8] if clash else t))
    at = len(switches)
    switches.append(None)
    for v in values:
        render(level["children"][v], names[v], switches, blocks)
    switches[at] = (name, [names[v] for v in values], [])


if __name__ == "__main__":
    main()
