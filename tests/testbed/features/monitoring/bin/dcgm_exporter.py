# Run by bin/dcgm-exporter (python3 bin/dcgm_exporter.py ARGS), which dnf links as /usr/bin/dcgm-exporter.
# Test bed stand-in for NVIDIA's dcgm-exporter (DCGM cannot run without GPUs): `dcgm-exporter
# -f COUNTERS.csv [-a [HOST]:PORT]` serves GET /metrics in the exporter's format (its README and
# internal/pkg/server tests): for each field of the counters file (DCGM field, Prometheus type,
# help; `label` fields become labels), one "# HELP", one "# TYPE" and one sample per GPU labelled
# gpu, UUID, pci_bus_id, device (nvidiaN), modelName, Hostname. The GPUs and their state are the
# bed's nvidia-smi's, read on every request (so faults show at once): GPU count (fault GPUS),
# DCGM_FI_DEV_ECC_DBE_VOL_TOTAL = ecc.errors.uncorrected.volatile.total (ECC_UNCORRECTED),
# DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS and _ROW_REMAP_PENDING = 1 while remapped_rows.pending is Yes,
# DCGM_FI_DEV_ROW_REMAP_FAILURE = 1 while remapped_rows.failure is Yes (ROW_REMAP),
# DCGM_FI_DEV_XID_ERRORS = the first Xid of the fault XID on GPU 0 (the last Xid seen, as DCGM's
# field is); every other field a fixed plausible value (temperatures 34-36 C, 65.5 W, clocks,
# PCIe x16 of x16, clock event reasons 1: idle).
# Refusals, as the real exporter refuses at start (NVIDIA/dcgm-exporter internal/pkg/counters,
# ExtractCounters; exit 1 before it listens): a record without 3 fields ("malformed CSV record"),
# a field go-dcgm does not know ("could not find DCGM field"; the known names: dcgm-fields.tsv
# beside this file, with its source), a type that is not a Prometheus metric type or label ("could
# not find Prometheus metric type"). -r/--remote-hostengine-info HOST:PORT connects to a running
# nv-hostengine instead of starting an embedded one (NVIDIA DCGM docs, dcgm-exporter reference:
# "Supplying that option connects to a separately managed DCGM host engine"); the bed's
# nv-hostengine is the nvidia-dcgm unit's state: not active, the exporter exits 1 as the real one
# does when dcgmConnect fails.
import os
import socket
import subprocess
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

args = sys.argv[1:]
counters, listen, remote = "/etc/dcgm-exporter/default-counters.csv", ":9400", None
while args:
    a = args.pop(0)
    if a in ("-f", "--collectors"):
        counters = args.pop(0)
    elif a in ("-a", "--address"):
        listen = args.pop(0)
    elif a in ("-r", "--remote-hostengine-info"):
        remote = args.pop(0)
    elif a in ("-v", "--version"):
        print("dcgm-exporter version 4.8.2 (test bed stand-in)")
        sys.exit(0)
host, _, port = listen.rpartition(":")
FIXED = {
    "DCGM_FI_DEV_GPU_TEMP": 34, "DCGM_FI_DEV_MEMORY_TEMP": 36, "DCGM_FI_DEV_POWER_USAGE": 65.5,
    "DCGM_FI_DEV_SM_CLOCK": 1410, "DCGM_FI_DEV_MEM_CLOCK": 1215, "DCGM_FI_DEV_FB_FREE": 40000,
    "DCGM_FI_DEV_TOTAL_ENERGY_CONSUMPTION": 123456789, "DCGM_FI_DEV_PCIE_LINK_WIDTH": 16,
    "DCGM_FI_DEV_PCIE_MAX_LINK_WIDTH": 16, "DCGM_FI_DEV_CLOCKS_EVENT_REASONS": 1,
}


KNOWN = {line.strip() for line in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "dcgm-fields.tsv"))
         if line.strip() and not line.startswith("#")}
PROM_TYPES = ("gauge", "counter", "histogram", "summary", "label")


def fields():
    out = []
    for i, line in enumerate(open(counters)):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 3:
            raise SystemExit("malformed CSV record; err: failed to parse line %d (`%s`), expected 3 fields" % (i, parts))
        if parts[0] not in KNOWN:
            raise SystemExit("could not find DCGM field; err: unknown field %s" % parts[0])
        if parts[1] not in PROM_TYPES:
            raise SystemExit("could not find Prometheus metric type '%s'" % parts[1])
        out.append(parts)
    return out


def faults():
    f = {}
    try:
        for line in open("/run/ocitb/faults.env"):
            k, _, v = line.strip().partition("=")
            f[k] = v
    except OSError:
        pass
    return f


def gpus():
    q = "index,uuid,name,ecc.errors.uncorrected.volatile.total,remapped_rows.pending,remapped_rows.failure,driver_version"
    out = subprocess.run(["nvidia-smi", "--query-gpu=" + q, "--format=csv,noheader"], capture_output=True, text=True)
    return [[c.strip() for c in line.split(",")] for line in out.stdout.splitlines() if line.strip()]


def value(field, gpu, xid):
    index, _, _, ecc, pending, failure, _ = gpu
    if field == "DCGM_FI_DEV_ECC_DBE_VOL_TOTAL":
        return int(ecc or 0)
    if field in ("DCGM_FI_DEV_UNCORRECTABLE_REMAPPED_ROWS", "DCGM_FI_DEV_ROW_REMAP_PENDING"):
        return 1 if pending == "Yes" else 0
    if field == "DCGM_FI_DEV_ROW_REMAP_FAILURE":
        return 1 if failure == "Yes" else 0
    if field == "DCGM_FI_DEV_XID_ERRORS":
        return xid if index == "0" else 0
    return FIXED.get(field, 0)


def metrics():
    fs, gs = fields(), gpus()
    xid = (faults().get("XID") or "0").split(",")[0].split("@")[0]
    labels_extra = "".join(',%s="%s"' % (f, gs[0][6] if gs else "") for f, t, _ in fs if t == "label")
    lines = []
    for field, kind, help_text in fs:
        if kind == "label":
            continue
        lines.append("# HELP %s %s" % (field, help_text))
        lines.append("# TYPE %s %s" % (field, kind))
        for g in gs:
            labels = 'gpu="%s",UUID="%s",pci_bus_id="00000000:%02X:00.0",device="nvidia%s",modelName="%s",Hostname="%s"%s' % (
                g[0], g[1], 0x0F + int(g[0]), g[0], g[2], socket.gethostname(), labels_extra)
            lines.append("%s{%s} %s" % (field, labels, value(field, g, int(xid or 0))))
    return "\n".join(lines) + "\n"


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path.split("?")[0] != "/metrics":
            self.send_error(404)
            return
        body = metrics().encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *a):
        pass


fields()  # refused here, before it listens
if remote is not None:
    if subprocess.run(["systemctl", "is-active", "--quiet", "nvidia-dcgm"]).returncode != 0:
        raise SystemExit("Error connecting to nv-hostengine at %s: host engine is not running" % remote)
ThreadingHTTPServer((host or "0.0.0.0", int(port)), Handler).serve_forever()
