#!/usr/bin/env python3
"""systemd's notification socket for one Type=notify unit of the bed (sd_notify(3)).

    sd-notify SOCKET STATE_PREFIX

Binds the datagram socket SOCKET (what systemd passes to the service as NOTIFY_SOCKET), then
detaches and serves until its host goes: READY=1 creates STATE_PREFIX.ready, MAINPID=N writes N
to STATE_PREFIX.mainpid (systemd.service(5), Type=notify: the unit is started once the service
sent READY=1; sd_notify(3): MAINPID= names the service's main process), and a BARRIER=1 message's
file descriptor is closed at once, as systemd does to acknowledge every message before it
(sd_notify(3), BARRIER=1; Slurm 25.11's src/common/xsystemd.c waits for that close and logs
"poll timed out: PID on systemd might not be updated" when it does not come). Slurm's daemons
started with --systemd exit with "Missing NOTIFY_SOCKET." without it (slurmctld's controller.c,
slurmd.c). Exits 0 once the socket is bound (a second call while one serves: nothing to do).
"""
import array
import os
import socket
import sys


def serve(sock, prefix):
    while True:
        data, ancdata, _, _ = sock.recvmsg(4096, socket.CMSG_SPACE(16 * array.array("i").itemsize))
        for level, kind, payload in ancdata:
            if level == socket.SOL_SOCKET and kind == socket.SCM_RIGHTS:
                fds = array.array("i")
                fds.frombytes(payload[: len(payload) - (len(payload) % fds.itemsize)])
                for fd in fds:
                    os.close(fd)
        for line in data.decode(errors="replace").splitlines():
            key, _, value = line.partition("=")
            if key == "READY" and value == "1":
                open(prefix + ".ready", "w").close()
            elif key == "MAINPID" and value.isdigit():
                with open(prefix + ".mainpid.tmp", "w") as f:
                    f.write(value + "\n")
                os.replace(prefix + ".mainpid.tmp", prefix + ".mainpid")


def main(path, prefix):
    probe = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    try:
        probe.connect(path)
        return 0  # already served
    except OSError:
        pass
    finally:
        probe.close()
    if os.path.exists(path):
        os.unlink(path)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(path)
    # the daemons send as their User= (slurm for slurmctld): anyone on the host may write
    os.chmod(path, 0o777)
    if os.fork() > 0:
        return 0
    os.setsid()
    devnull = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(devnull, fd)
    serve(sock, prefix)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: sd-notify SOCKET STATE_PREFIX", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
