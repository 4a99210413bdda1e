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
       slurm_topology.py --place TOPOLOGY_YAML TOPOLOGY_DIR NODE...
  where each NODE goes in the installed TOPOLOGY_YAML now (place_nodes): the on-demand programs
  move a resumed or suspended node with scontrol, as slurmctld cannot re-read the file then.
"""
import hashlib
import json
import os
import re
import sys

PLACEHOLDER = "none"
# between a switch's name and its child's part: never ':', which scontrol's
# "update NodeName=X Topology=tree:<switch>" splits a switch path on (scontrol(1), 25.05+)
SEPARATOR = "."
HEADER = "# Slurm topology.yaml written by oci-gpu-cluster"
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
    s = re.sub(r"-{2,}", "-", re.sub(r"[^A-Za-z0-9_-]+", "-", value.strip()))
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


def build(pairs, directory):
    """(switches, blocks, largest) of the topology of PAIRS ((name, group), in order), each node's
    place read from DIRECTORY."""
    groups = {}
    for name, group in pairs:
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
    return switches, blocks, largest


def read_pairs(text):
    pairs, seen = [], set()
    for line in text.splitlines():
        if not line.strip():
            continue
        fields = line.split()
        if len(fields) != 2:
            sys.exit("slurm_topology: '%s' is not NAME GROUP" % line)
        name, group = fields
        if name in seen:
            sys.exit("slurm_topology: node %s is listed twice" % name)
        seen.add(name)
        pairs.append((name, group))
    return pairs


def installed(path):
    """The switches ({name: (children, nodes)}) and blocks ({name: nodes}) of a topology.yaml this
    script wrote (its own line format), and its nodes with their group (the root above them)."""
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return None
    if not lines or not lines[0].startswith(HEADER):
        sys.exit("slurm_topology: %s was not written by oci-gpu-cluster: no node is moved" % path)
    switches, blocks, current = {}, {}, None
    for line in lines:
        key, _, value = line.strip().lstrip("- ").partition(": ")
        if key == "switch":
            current = switches.setdefault(value, ([], []))
        elif key == "block":
            current = blocks.setdefault(value, [])
        elif key in ("children", "nodes") and current is not None:
            items = [v for v in value.split(",") if v]
            if isinstance(current, tuple):
                current[0 if key == "children" else 1].extend(items)
            else:
                current.extend(items)
    children = {c for kids, _ in switches.values() for c in kids}
    pairs = []

    def walk(name, root):
        kids, nodes = switches.get(name, ([], []))
        pairs.extend((n, root) for n in nodes)
        for k in kids:
            walk(k, root)

    for name in switches:
        if name not in children:
            walk(name, name)
    return switches, blocks, pairs


def leaf_of(blocks, node):
    return next((name for name, nodes in blocks if node in nodes), None)


def placeholder_of(blocks, root):
    """The block of the installed file under ROOT whose every part is the placeholder, or None."""
    pattern = re.compile(re.escape(root) + r"(" + re.escape(SEPARATOR) + r"(nb|lb|rk)-" + PLACEHOLDER + r")*")
    return next((b for b in sorted(blocks, key=len) if pattern.fullmatch(b)), None)


def place_nodes(path, directory, nodes):
    """Where each node goes in the installed topology.yaml (PATH) now that DIRECTORY has its place:
    "NODE LEAF placed" (its place's block and leaf switch), "NODE LEAF placeholder" (a place the
    file has no block for yet, or none: its group's placeholder), "NODE LEAF same" (already
    there), or "NODE - WHY" (nothing the file has fits). A block cannot be added while slurmctld
    runs (topology/block: the unit must name a block of the file), a leaf only moves a node."""
    found = installed(path)
    if found is None:
        return
    switches, blocks, pairs = found
    known = {n: g for n, g in pairs}
    _, new, _ = build(pairs, directory) if pairs else (None, [], 0)
    for node in nodes:
        if node not in known:
            print("%s - not in %s" % (node, path))
            continue
        target, kind = leaf_of(new, node), "placed"
        if not place(directory, node)[1] or target not in blocks:
            # the file's own placeholder of the node's group: the names of a fresh build differ
            # when no node of the group has a place any more (the group is then one leaf)
            target, kind = placeholder_of(blocks, known[node]), "placeholder"
        if target not in blocks or target not in switches:
            print("%s - %s has no block for its place nor a placeholder" % (node, path))
        elif node in blocks[target]:
            print("%s %s same" % (node, target))
        else:
            print("%s %s %s" % (node, target, kind))


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "--place":
        place_nodes(sys.argv[2], sys.argv[3], sys.argv[4:])
        return
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    switches, blocks, largest = build(read_pairs(sys.stdin.read()), sys.argv[1])
    smallest = min(len(b[1]) for b in blocks)
    sizes = []
    s = smallest
    while s <= max(largest, smallest) and len(sizes) < MAX_BLOCK_LEVELS:
        sizes.append(s)
        s *= 2
    out = [
        HEADER + " from each node's instance metadata:",
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
        names[v] = limit("%s%s%s-%s" % (name, SEPARATOR, prefix, sha1(v)[:8] if clash else t))
    at = len(switches)
    switches.append(None)
    for v in values:
        render(level["children"][v], names[v], switches, blocks)
    switches[at] = (name, [names[v] for v in values], [])


if __name__ == "__main__":
    main()
