"""The bed's cloud daemon, in the root namespace (started by `cloud-host.sh daemon BEDDIR`).

The fake OCI CLI on the bastion (fakes/lib/oci_cli.py) records every launch and terminate
as a file in BEDDIR/cloud/requests/; this daemon serves them: a launch starts a bed host
(`cloud-host.sh launch`: namespace, sshd, fakes; hostname = the display name, the private IP
the CLI chose) and moves the instance PROVISIONING -> RUNNING; a terminate stops it
(`cloud-host.sh terminate`: processes, namespace and mounts gone) and moves it
TERMINATING -> TERMINATED. Requests of one instance are served in order (a terminate waits
for its launch); different instances at once. Cloud faults (BEDDIR/cloud/faults.env):
PROVISION_SECONDS (default 2), TERMINATE_SECONDS (default 0): how long the transitions take
at least.
"""
import datetime
import json
import os
import signal
import subprocess
import sys
import threading
import time

sys.dont_write_bytecode = True  # nothing written into the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "fakes", "lib"))
import oci_cli  # noqa: E402 (the state helpers shared with the fake CLI)

BED = sys.argv[1]
ROOT = os.path.join(BED, "cloud")


def cloud():
    """A new handle per use: a handle holds its lock file while in use, so threads never share one."""
    return oci_cli.Cloud(ROOT)

QUEUES = {}
QUEUES_LOCK = threading.Lock()
stopping = threading.Event()


def log(msg):
    sys.stdout.write("%s %s\n" % (time.strftime("%H:%M:%S"), msg))
    sys.stdout.flush()


def shape():
    with open(os.path.join(ROOT, "config.json")) as f:
        return json.load(f)


def host(*args):
    r = subprocess.run(["bash", os.path.join(HERE, "cloud-host.sh"), *args], capture_output=True, text=True)
    if r.returncode != 0:
        log("cloud-host.sh %s failed (%d): %s%s" % (" ".join(args), r.returncode, r.stdout, r.stderr))
    return r.returncode == 0


def set_state(iid, state, expect):
    with cloud() as c:
        inst = c.instance(iid)
        if inst is not None and inst["lifecycle-state"] in expect:
            inst["lifecycle-state"] = state
            if state == "TERMINATED":
                inst["_terminated_at"] = time.time()
            return True
        return False


def created_ms(inst):
    """The instance's time-created (the launch request's) in ms since the epoch, as its metadata
    service serves it (timeCreated, Oracle's "Getting Instance Metadata")."""
    return int(datetime.datetime.fromisoformat(inst["time-created"]).timestamp() * 1000)


def worker(iid):
    """Serves one instance's requests in their order; ends when none is left."""
    while True:
        with QUEUES_LOCK:
            if not QUEUES[iid]:
                del QUEUES[iid]
                return
            kind = QUEUES[iid].pop(0)
        serve(kind, iid)


def serve(kind, iid):
    with cloud() as c:
        inst = dict(c.instance(iid) or {})
        faults = c.faults()
    if not inst:
        return
    name = inst["display-name"]
    if kind == "launch":
        # An instance boots a while after its launch request, never in the same second: slurmctld
        # takes a resumed node's registration only from a node booted after it asked for the resume
        # (slurmd reports its uptime in whole seconds), so the bed's launch takes 2 s at least.
        time.sleep(float(faults.get("PROVISION_SECONDS", "2")))
        if stopping.is_set():
            return
        s = shape()
        ok = host("launch", name, inst["_ip"], str(s["gpus"]), str(s["rdmaNics"]), BED, inst.get("image-id") or "",
                  str(created_ms(inst)))
        # a launch that could not start its host ends TERMINATED, as a failed provisioning does
        if not set_state(iid, "RUNNING" if ok else "TERMINATED", ("PROVISIONING",)):
            log("%s (%s) was terminated while provisioning" % (name, iid))
        log("launched %s %s %s" % (name, inst["_ip"], "RUNNING" if ok else "failed"))
    elif kind == "terminate":
        time.sleep(float(faults.get("TERMINATE_SECONDS", "0")))
        if stopping.is_set():
            return
        host("terminate", name, BED)
        set_state(iid, "TERMINATED", ("TERMINATING",))
        log("terminated %s" % name)


def main():
    signal.signal(signal.SIGTERM, lambda *_: stopping.set())
    requests = os.path.join(ROOT, "requests")
    os.makedirs(requests, exist_ok=True)
    log("cloud daemon for %s" % BED)
    while not stopping.is_set():
        for name in sorted(n for n in os.listdir(requests) if not n.startswith(".")):
            os.unlink(os.path.join(requests, name))
            _, kind, iid = name.split("-", 2)
            with QUEUES_LOCK:
                start = iid not in QUEUES
                QUEUES.setdefault(iid, []).append(kind)
            if start:
                threading.Thread(target=worker, args=(iid,), daemon=True).start()
        stopping.wait(0.1)
    log("cloud daemon stops")


if __name__ == "__main__":
    main()
