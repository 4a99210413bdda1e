#!/usr/bin/env python3
"""Minimal summary of nccl-tests output for the NCCL stage's pass/fail decision.

Reads the raw log (runs separated by "# oci-gpu-cluster run N: ..." lines) and prints one
JSON object: per run the printed average (nccl-tests' "# Avg bus bandwidth", the statistic
the pass line is judged on), the largest-size out-of-place busbw, peak busbw, #wrong total,
out-of-bounds count, and the ranks and distinct hosts of its "#  Rank N Group N Pid P on HOST
device D" lines (printed by rank 0, one per rank: nccl-tests src/util.cu), plus the NCCL
version if the log shows it.
Tolerates launcher prefixes ("[1,0]<stdout>:", "0: "), NCCL INFO lines inside the table,
the old float "error" column (not counted as wrong), "N/A" and a missing root column.
The Java side has its own full parser; this one only decides the stage's exit status.
"""
import json
import re
import sys

PREFIX = re.compile(r"^\s*(\[\d+,\d+\]<std(out|err)>:|\d+:\s)")
RUN_MARK = re.compile(r"^# oci-gpu-cluster run (\d+):")
OOB = re.compile(r"#?\s*Out of bounds values\s*:\s*(\d+)")
AVG = re.compile(r"#?\s*Avg bus bandwidth\s*:\s*([0-9.]+)")
NCCL_VERSION = re.compile(r"NCCL version (\d+\.\d+\.\d+)")
NCCL_LIBRARY = re.compile(r"nccl-library=(\d+)")
RANK = re.compile(r"^#?\s*Rank\s+(\d+)\s+(?:Group\s+\d+\s+)?Pid\s+\d+\s+on\s+(\S+)\s+device\b")


def number(text):
    try:
        return float(text)
    except ValueError:
        return None


def new_run(label):
    return {"label": label, "rows": 0, "largestSizeBytes": None, "largestSizeBusbwGBps": None,
            "peakBusbwGBps": None, "wrongTotal": None, "outOfBounds": None, "avgBusbwGBps": None,
            "ranks": None, "hosts": [], "rankSet": set()}


def add_row(run, tokens):
    # size count type [redop] [root], then time algbw busbw #wrong out-of-place and the same four
    # in-place: 11 to 13 cells; 7 to 9 when the table has the out-of-place group only
    if len(tokens) >= 11:
        oop, inp = tokens[-8:-4], tokens[-4:]
    else:
        oop, inp = tokens[-4:], [None] * 4
    size = int(tokens[0])
    busbw = number(oop[2])
    if busbw is None:
        return
    run["rows"] += 1
    if run["largestSizeBytes"] is None or size >= run["largestSizeBytes"]:
        run["largestSizeBytes"], run["largestSizeBusbwGBps"] = size, busbw
    for value in (busbw, number(inp[2]) if inp[2] else None):
        if value is not None and (run["peakBusbwGBps"] is None or value > run["peakBusbwGBps"]):
            run["peakBusbwGBps"] = value
    for wrong in (oop[3], inp[3]):
        if wrong and re.fullmatch(r"\d+", wrong):  # "N/A" and the old float "error" are not counts
            run["wrongTotal"] = (run["wrongTotal"] or 0) + int(wrong)


def summarize(lines):
    runs, version = [], None
    current = None
    for raw in lines:
        line = PREFIX.sub("", raw.rstrip("\n"))
        mark = RUN_MARK.match(line)
        if mark:
            current = new_run(line[2:].strip())
            runs.append(current)
            continue
        match = NCCL_VERSION.search(line)
        if match and version is None:
            version = match.group(1)
        match = NCCL_LIBRARY.search(line)
        if match and version is None:
            code = int(match.group(1))
            version = "%d.%d.%d" % (code // 10000, code % 10000 // 100, code % 100)
        if current is None:
            current = new_run("run 1")
            runs.append(current)
        match = RANK.match(line)
        if match:
            current["rankSet"].add(int(match.group(1)))
            current["ranks"] = len(current["rankSet"])
            if match.group(2) not in current["hosts"]:
                current["hosts"].append(match.group(2))
            continue
        match = OOB.search(line)
        if match:
            current["outOfBounds"] = (current["outOfBounds"] or 0) + int(match.group(1))
            continue
        match = AVG.search(line)
        if match:
            current["avgBusbwGBps"] = float(match.group(1))
            continue
        tokens = line.split()
        if len(tokens) >= 7 and tokens[0].isdigit() and tokens[1].isdigit() and tokens[2].isalpha():
            add_row(current, tokens)
    for run in runs:
        del run["rankSet"]
    return {"runs": runs, "ncclVersion": version}


if __name__ == "__main__":
    with open(sys.argv[1], errors="replace") as f:
        print(json.dumps(summarize(f.readlines())))
