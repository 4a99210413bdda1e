#!/usr/bin/env python3
"""nvidia-smi replayed from a recorded capture (README.md beside this file: which real machine
and driver each capture is). Answers what the health check asks and refuses the rest as the
real tool does:

  -L                                   the recorded list
  --query-gpu=F,...        --format=csv[,noheader][,nounits]
  --query-remapped-rows=F,... --format=csv[,noheader][,nounits]

A `[--query-gpu --format=csv]` capture is projected column by column (its header names every
field that driver's --help-query-gpu lists: a field not in it is refused); a `[-q]` capture is
read field by field (the mapping is FROM_Q below). --query-remapped-rows takes the fields
nvidia-smi(1) documents for it (REMAPPED_ROWS_FIELDS) and answers from the same per-GPU values
(gpu_bus_id is --query-gpu's pci.bus_id: "pci.bus_id" or "gpu_bus_id", --help-query-gpu).
Refusals, exit 2 (nvidia-smi(1) RETURN VALUE 2: "A supplied argument or flag is invalid"):
  an unknown field: 'Field "x" is not a valid field to query.' and an empty line, on stdout
    (a real run: CoHDI/composable-resource-operator's GitHub issue "Field \"device_minor\" is not a valid field to query", "command terminated with exit code 2",
    stdout 'Field \"device_minor\" is not a valid field to query.\n\n');
  any other option or combination: "Invalid combination of input arguments. Please run
    'nvidia-smi -h' for help." (a real run: Open MPI users list, "nvidia-smi topo -m" on an old
    driver; the stream it goes to is not shown there: stdout here).
Test knobs (environment): NVSMI_CAPTURE (the capture file), NVSMI_SET="INDEX:FIELD=VALUE;..."
(change one recorded value, the fault a test injects), NVSMI_REFUSE="field,..." (--query-gpu fields
this driver does not know, as an older or newer one; NVSMI_REFUSE_REMAPPED the same for
--query-remapped-rows), NVSMI_HANG=1 (never answers, a wedged driver),
NVSMI_DRIVER_DOWN=1 (the driver is not loaded: exit 9),
NVSMI_CALLS (a file each call's arguments are appended to).
"""
import os
import sys
import time

REMAPPED_ROWS_FIELDS = ("gpu_bus_id", "gpu_uuid", "gpu_name", "gpu_serial", "remapped_rows.correctable",
                        "remapped_rows.uncorrectable", "remapped_rows.pending", "remapped_rows.failure")
# nvidia-smi(1) RETURN VALUE 9: "NVIDIA driver is not loaded"; the text the tool prints then
# (NVIDIA/nvidia-docker's issue "nvidia-smi error" (2019); GoogleCloudPlatform/compute-gpu-installation's
# pull request "check nvidia-smi exit code", after a kernel update)
DRIVER_DOWN = ("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. "
               "Make sure that the latest NVIDIA driver is installed and running.")
INVALID = "Invalid combination of input arguments. Please run 'nvidia-smi -h' for help."


def sections(path):
    out, name = {}, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("#") and name is None:
            continue
        if line.startswith("[") and line.endswith("]"):
            name = line[1:-1]
            out[name] = []
        elif name is not None:
            out[name].append(line)
    return out


def from_csv(lines):
    header = [h.strip() for h in lines[0].split(", ")]
    names = [h.split(" [")[0] for h in header]
    gpus = []
    for row in lines[1:]:
        if not row.strip():
            continue
        values = [v.strip() for v in row.split(", ")]
        gpus.append({names[i]: (header[i], values[i]) for i in range(len(names))})
    return names, gpus


# -q label path -> field (the -q text names each value; R535 layout)
def from_q(lines):
    gpus, gpu, path = [], None, []
    for line in lines:
        if line.startswith("GPU 0000"):
            gpu = {"_bus": line.split()[1], "_unc": []}
            gpus.append(gpu)
            path = []
            continue
        if gpu is None or not line.strip() or ":" not in line and not line.startswith("    "):
            continue
        depth = (len(line) - len(line.lstrip())) // 4
        key, _, value = line.strip().partition(":")
        key, value = key.strip(), value.strip()
        path = path[: depth - 1] + [key]
        where = "/".join(path)
        if where == "Product Name":
            gpu["name"] = value
        elif where == "GPU UUID":
            gpu["uuid"] = value
        elif where == "PCI/Bus Id":
            gpu["pci.bus_id"] = value
        elif where.startswith("ECC Errors/Volatile/") and "Uncorrectable" in key:
            gpu["_unc"].append(value)
        elif where == "Remapped Rows/Pending":
            gpu["remapped_rows.pending"] = value
        elif where == "Remapped Rows/Remapping Failure Occurred":
            gpu["remapped_rows.failure"] = value
        elif where == "PCI/GPU Link Info/Link Width/Current":
            gpu["pcie.link.width.current"] = value.rstrip("x")
        elif where == "PCI/GPU Link Info/Link Width/Max":
            gpu["pcie.link.width.max"] = value.rstrip("x")
    out = []
    for i, g in enumerate(gpus):
        unc = g.pop("_unc")
        g["index"] = str(i)
        g.setdefault("pci.bus_id", g.pop("_bus"))
        g.pop("_bus", None)
        g["ecc.errors.uncorrected.volatile.total"] = (
            str(sum(int(v) for v in unc)) if unc and all(v.isdigit() for v in unc) else "[N/A]")
        for k in ("remapped_rows.pending", "remapped_rows.failure"):
            if g.get(k) == "N/A":
                g[k] = "[N/A]"
        out.append({k: (k, v) for k, v in g.items()})
    return sorted({k for g in out for k in g}), out


def main(argv):
    if os.environ.get("NVSMI_CALLS"):
        with open(os.environ["NVSMI_CALLS"], "a") as f:
            f.write(" ".join(argv) + "\n")
    if os.environ.get("NVSMI_HANG") == "1":
        time.sleep(3600)
    if os.environ.get("NVSMI_DRIVER_DOWN") == "1":
        print(DRIVER_DOWN)
        return 9
    cap = sections(os.environ["NVSMI_CAPTURE"])
    if "-q" in cap:
        names, gpus = from_q(cap["-q"])
        listing = ["GPU %d: %s (UUID: %s)" % (i, g["name"][1], g["uuid"][1]) for i, g in enumerate(gpus)]
    else:
        names, gpus = from_csv(cap["--query-gpu --format=csv"])
        listing = [l for l in cap["-L"] if l.strip()]
    refuse = {f for f in os.environ.get("NVSMI_REFUSE", "").split(",") if f}
    for item in filter(None, os.environ.get("NVSMI_SET", "").split(";")):
        where, _, value = item.partition("=")
        index, _, field = where.partition(":")
        header = gpus[int(index)].get(field, (field, ""))[0]
        gpus[int(index)][field] = (header, value)
    if argv == ["-L"]:
        print("\n".join(listing))
        return 0
    query = [a for a in argv if a.startswith("--query-gpu=") or a.startswith("--query-remapped-rows=")]
    formats = [a for a in argv if a.startswith("--format=")]
    if len(query) != 1 or len(formats) != 1 or len(argv) != 2:
        print(INVALID)
        return 2
    options = formats[0][len("--format="):].split(",")
    if "csv" not in options or any(o not in ("csv", "noheader", "nounits") for o in options):
        print(INVALID)
        return 2
    kind, _, wanted = query[0].partition("=")
    fields = wanted.split(",")
    valid = set(names) - refuse
    if kind == "--query-remapped-rows":
        valid = set(REMAPPED_ROWS_FIELDS) - {f for f in os.environ.get("NVSMI_REFUSE_REMAPPED", "").split(",") if f}
    for f in fields:
        if f not in valid:
            print('Field "%s" is not a valid field to query.\n' % f)
            return 2
    alias = {"gpu_bus_id": "pci.bus_id", "gpu_uuid": "uuid", "gpu_name": "name", "gpu_serial": "serial"}
    if "noheader" not in options:
        print(", ".join(gpus[0].get(alias.get(f, f), (f, ""))[0] if gpus else f for f in fields))
    for g in gpus:
        cells = []
        for f in fields:
            value = g.get(alias.get(f, f), (f, "[N/A]"))[1]
            if "nounits" in options and " " in value and value.split(" ")[0].replace(".", "").isdigit():
                value = value.split(" ")[0]
            cells.append(value)
        print(", ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
