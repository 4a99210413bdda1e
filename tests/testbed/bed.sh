#!/usr/bin/env bash
# The SSH test bed: one bastion and N emulated GPU nodes on this machine, each a real sshd in
# its own network, mount, UTS and PID namespace, so the unchanged bootstrap scripts run over
# real SSH against per-host state.
#
#   bed.sh up BEDDIR          build networking + host dirs from BEDDIR/hosts.tsv, start every sshd
#   bed.sh start HOST BEDDIR  (re)start one host's sshd (after its faults' SSH_LATE_SECONDS)
#   bed.sh stop HOST BEDDIR   stop one host (its sshd and every process it started)
#   bed.sh down BEDDIR        stop everything, delete namespaces and the bridge (BEDDIR is kept)
#   bed.sh leftovers [BEDDIR] print anything of this instance's bed still present (empty = clean)
#   bed.sh snapshot HOST IMAGE BEDDIR  stop HOST and copy its disk (overlay upper) to IMAGE
#   bed.sh boot HOST IMAGE BEDDIR      HOST again as a new instance launched from IMAGE
#
# OCITB_INSTANCE=K (0-9, default 0) names one of several beds that may run at once: bridge
# ocitbK on 10.K.0.1/16, network namespaces ocitbK-<host>, veths ocitbKv<i>. The hosts' own
# addresses come from hosts.tsv (TestBed: 10.K.1.10 for the bastion, 10.K.3.x for the nodes).
#   bed.sh attach NAME IP     one more namespace ocitbK-NAME on the bridge at IP (a service of the
#                             bed, e.g. directory.sh's LDAP server); `down` removes it
#
# BEDDIR/hosts.tsv, one host a line: ROLE NAME IP GPUS RDMA_NICS  (ROLE = bastion|node)
# BEDDIR/user_key.pub is the runner's public key, BEDDIR/cluster_key.pub the cluster key's.
# Per host (BEDDIR/hosts/NAME): upper/{etc,var,opt} overlay uppers over the real dirs, state/
# (bound at /var/lib/ocitb, the fakes' persistent state), run/ (bound at /run; run/ocitb/ holds
# faults.env, calls.log and counters), home/ (bastion: /home; nodes see the bastion's /home,
# as over NFS, or with the fault SHARED_HOME=<server:path> BEDDIR/fileserver, the shared home
# that the bastion mounts in stage 1), localdisk/ (bound at /mnt/localdisk), tmp/.
set -euo pipefail

readonly INSTANCE=${OCITB_INSTANCE:-0}
[[ $INSTANCE =~ ^[0-9]$ ]] || {
  echo "bed.sh: OCITB_INSTANCE '$INSTANCE' is not 0-9" >&2
  exit 1
}
readonly PREFIX=ocitb$INSTANCE
readonly BRIDGE=$PREFIX
readonly BRIDGE_CIDR=10.$INSTANCE.0.1/16
# The CPU time of the bed's hosts (everything bed.sh up/start runs: sshd, the stages, the fakes),
# where the machine has cgroup v1's cpuacct: `down` prints it, so a run shows waiting vs CPU.
readonly CPU_CGROUP=/sys/fs/cgroup/cpuacct/$PREFIX
# Each node's delegated cgroup v2 subtree (cgroup_v2(7)... cgroups(7) "Cgroups v2 delegation"):
# CG2_ROOT/ocitbK/<host>, its own cgroup namespace's root (cgroup_namespaces(7)), mounted at the
# node's /sys/fs/cgroup, where slurmd's cgroup/v2 plugin builds the jobs' tree and attaches their
# device filters (BPF_PROG_TYPE_CGROUP_DEVICE), as systemd's Delegate=yes gives slurmd.service on OL9.
CG2_ROOT=$(findmnt -n -t cgroup2 -o TARGET 2>/dev/null | head -n 1 || true)
readonly CG2_ROOT
readonly CG2_BED=${CG2_ROOT:+$CG2_ROOT/$PREFIX}
readonly PREFIX_LEN=16
readonly RDMA_PREFIX_LEN=12
readonly LOGIN_USER=opc
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
readonly HERE

die() {
  echo "bed.sh: $*" >&2
  exit 1
}

require_tools() {
  [[ $(id -u) == 0 ]] || die "the test bed needs root (network and mount namespaces); run the tests as root"
  local t
  for t in ip unshare sshd ssh-keygen setsid timeout sudo python3 gcc; do
    command -v "$t" >/dev/null 2>&1 || [[ -x /usr/sbin/$t ]] ||
      die "missing '$t': apt-get install -y openssh-server openssh-client iproute2 util-linux sudo python3 gcc"
  done
  unshare --mount --uts --pid --fork true 2>/dev/null ||
    die "cannot create mount/UTS/PID namespaces: run as root with CAP_SYS_ADMIN (a container needs --privileged)"
  ip link add "${PREFIX}probe" type veth peer name "${PREFIX}probe1" 2>/dev/null ||
    die "cannot create veth pairs: run as root with CAP_NET_ADMIN (a container needs --privileged)"
  ip link del "${PREFIX}probe"
  [[ -n $CG2_ROOT ]] || die "no cgroup2 file system mounted on this machine (findmnt -t cgroup2): mount one, e.g. mount -t cgroup2 none /sys/fs/cgroup/unified"
  unshare --cgroup true 2>/dev/null || die "cannot create cgroup namespaces: run as root with CAP_SYS_ADMIN on a kernel with cgroup namespaces"
}

ns_of() { echo "${PREFIX}-$1"; }

# The bed's hosts, then the instances the cloud launched (cloud/hosts.tsv, see cloud-host.sh).
hosts() {
  local files=("$1/hosts.tsv")
  if [[ -f $1/cloud/hosts.tsv ]]; then files+=("$1/cloud/hosts.tsv"); fi
  awk 'NF && $1 !~ /^#/' "${files[@]}"
}

host_line() { # BEDDIR NAME -> "ROLE NAME IP RDMA"
  hosts "$1" | awk -v n="$2" '$2 == n' | grep . || die "no host '$2' in $1/hosts.tsv"
}

free_uid() { # first uid >= 1500 that the real passwd and group files do not use
  local uid=1500
  while getent passwd "$uid" >/dev/null || getent group "$uid" >/dev/null; do uid=$((uid + 1)); done
  echo "$uid"
}

# hw.env: the shape's hardware as the fakes report it (BM.GPU4.8, Oracle's GPU cluster tutorial §3-6).
write_hw() { # FILE GPUS RDMA_NICS
  cat >"$1" <<EOF
HW_GPUS=$2
HW_GPU_NAME="NVIDIA A100-SXM4-40GB"
HW_GPU_MEMORY_GIB=40
HW_GPU_PCIE_WIDTH=16
HW_RDMA_NICS=$3
HW_RDMA_LINKS="mlx5_6 mlx5_7 mlx5_8 mlx5_9 mlx5_0 mlx5_1 mlx5_2 mlx5_3 mlx5_14 mlx5_15 mlx5_16 mlx5_17 mlx5_10 mlx5_11 mlx5_12 mlx5_13"
HW_FRONTEND_NIC=$( (($3 > 0)) && echo mlx5_4)
HW_RDMA_NIC_GBPS=100
EOF
}

prepare_host() { # BEDDIR ROLE NAME IP GPUS RDMA UID
  local bed=$1 role=$2 name=$3 ip=$4 gpus=$5 rdma=$6 uid=$7 h="$1/hosts/$3" f faults tz
  faults="$h/run/ocitb/faults.env"
  rm -rf "${h:?}/upper" "$h/work" "$h/tmp" "$h/localdisk" "${h:?}/mnt" "${h:?}/home" "${h:?}/dev-upper" "${h:?}/sys-upper"
  mkdir -p "$h"/upper/{etc,var,opt,usr} "$h"/work/{etc,var,opt,usr} "$h"/run/ocitb/counters \
    "$h"/run/oci-hpc "$h"/tmp "$h"/localdisk "$h"/mnt "$h"/home "$h"/upper/etc/ssh \
    "$h"/upper/etc/sudoers.d "$h"/upper/var/lib/ocitb/{rpm,systemd} "$h"/upper/var/lib/ocitb-real/bin \
    "$h"/upper/usr/bin "$h"/upper/usr/lib/ocitb/fakes "$h"/upper/usr/lib/ocitb/models
  chmod 1777 "$h/tmp"
  # A host booted from an image (OCITB_IMAGE, `bed.sh boot`): its disk starts as the image's file
  # system; what follows is what the instance's first boot writes over it (cloud-init's host
  # name, hosts file and fstab, sshd-keygen's host key, the shape's hardware).
  if [[ -n ${OCITB_IMAGE:-} ]]; then cp -a "$OCITB_IMAGE/." "$h/upper/"; fi
  touch "$faults" "$h/run/ocitb/calls.log"
  chmod -R a+rwX "$h/run/ocitb"
  fault() { sed -n "s/^$1=//p" "$faults" | tail -n 1; }

  # The fakes shadow /usr/bin's tools on every host (sudo's OL9 secure_path finds them too).
  for f in "$HERE"/fakes/*; do
    if [[ -f $f ]]; then ln -sfn "/usr/lib/ocitb/fakes/$(basename "$f")" "$h/upper/usr/bin/$(basename "$f")"; fi
  done
  write_hw "$h/upper/var/lib/ocitb/hw.env" "$gpus" "$rdma"
  # What this machine's Debian packages of the features' beds left in the real /etc and /var
  # and the users they created, which an Oracle Linux 9 host without them does not have
  # (features/*/hide.tsv, merged in the bed's models): overlay whiteouts (character devices 0/0
  # in the upper dir, made once per bed by merge_models) hide the paths, the users go from the
  # host's copies of the user files.
  local kind what
  local -a hidden_users=()
  # (an image has them already, as its builder was prepared with them, and what its stages
  # installed since in their place, /etc/munge say, stays)
  if [[ -z ${OCITB_IMAGE:-} ]]; then cp -a "$bed/models/whiteouts/." "$h/upper/"; fi
  while IFS=$'\t' read -r kind what; do
    [[ $kind == user ]] && hidden_users+=("$what")
  done <"$bed/models/hide.tsv"
  # mount points of the features' read-only binds (models/binds.tsv, host-init.sh)
  while IFS=$'\t' read -r _ what; do
    mkdir -p "$h/upper$what"
  done <"$bed/models/binds.tsv"
  # What the image has installed and running before any stage (Oracle Linux 9).
  # (OCI's images also carry oracle-epel-release-el9, its ol9_developer_EPEL repo disabled)
  for f in python3 systemd firewalld oracle-epel-release-el9 authselect $([[ $role == bastion ]] && echo nfs-utils); do
    awk -F'\t' -v n="$f" '$1 == n { print $2, $3; exit }' "$HERE/fakes/lib/packages.tsv" >"$h/upper/var/lib/ocitb/rpm/$f"
  done
  echo "enabled active" >"$h/upper/var/lib/ocitb/systemd/sshd"
  # sshd's PAM configuration as Oracle Linux 9's openssh-server lays it down (Fedora/RHEL openssh
  # sshd.pam): the bed's sshd runs without PAM, this file is there for the stages that edit it
  mkdir -p "$h/upper/etc/pam.d"
  printf '%s\n' '#%PAM-1.0' 'auth       substack     password-auth' 'auth       include      postlogin' \
    'account    required     pam_sepermit.so' 'account    required     pam_nologin.so' \
    'account    include      password-auth' 'password   include      password-auth' \
    '# pam_selinux.so close should be the first session rule' 'session    required     pam_selinux.so close' \
    'session    required     pam_loginuid.so' \
    '# pam_selinux.so open should only be followed by sessions to be executed in the user context' \
    'session    required     pam_selinux.so open env_params' 'session    required     pam_namespace.so' \
    'session    optional     pam_keyinit.so force revoke' 'session    optional     pam_motd.so' \
    'session    include      password-auth' 'session    include      postlogin' >"$h/upper/etc/pam.d/sshd"
  if [[ $role == bastion || $(fault FIREWALLD) == active ]]; then
    echo "enabled active" >"$h/upper/var/lib/ocitb/systemd/firewalld"
  else
    echo "disabled inactive" >"$h/upper/var/lib/ocitb/systemd/firewalld" # cloud-init: disable --now
  fi
  if [[ $role == bastion ]]; then
    echo "disabled inactive" >"$h/upper/var/lib/ocitb/systemd/nfs-server"
    echo "disabled inactive" >"$h/upper/var/lib/ocitb/systemd/rpcbind"
  else
    # The NVSwitch fabric manager of the 8-GPU HGX shapes, running unless a fault says not.
    local fm
    fm=$(fault FABRIC_MANAGER)
    echo "enabled ${fm:-active}" >"$h/upper/var/lib/ocitb/systemd/nvidia-fabricmanager"
    # SELinux boolean for home directories on NFS: cloud-init turns it on (image default off).
    mkdir -p "$h/upper/var/lib/ocitb/selinux"
    local nfs_home
    nfs_home=$(fault SELINUX_NFS_HOME)
    echo "${nfs_home:-on}" >"$h/upper/var/lib/ocitb/selinux/use_nfs_home_dirs"
    # The RDMA auto-configuration plugin's result file: it reports COMPLETED once the RDMA
    # interfaces are configured (oci-hpc waits for it before using the cluster network).
    local rdma_state
    rdma_state=$(fault RDMA_CONFIGURE)
    printf '{"state": "%s"}\n' "${rdma_state:-COMPLETED}" >"$h/run/oci-hpc/oci-hpc-rdma-configure.json"
    # cloud-init's fstab line for /home (Oracle's GPU cluster tutorial §2-1; with SHARED_HOME the shared export's)
    # and its mount, unless a fault says the mount loop expired (unmounted) or cloud-init never
    # wrote the line (no-fstab).
    cp /etc/fstab "$h/upper/etc/fstab" 2>/dev/null || : >"$h/upper/etc/fstab"
    if [[ $(fault HOME_NFS) != no-fstab && -n $(fault SHARED_HOME) ]]; then
      echo "$(fault SHARED_HOME) /home nfs vers=3,hard,proto=tcp,timeo=600,retrans=2,noatime,_netdev 0 0" >>"$h/upper/etc/fstab"
    elif [[ $(fault HOME_NFS) != no-fstab ]]; then
      echo "bastion:/home /home nfs defaults,vers=3 0 0" >>"$h/upper/etc/fstab"
    fi
    if [[ -z $(fault HOME_NFS) && -n $(fault SHARED_HOME) ]]; then
      echo "$(fault SHARED_HOME) nfs" >"$h/run/ocitb/home.mount"
    elif [[ -z $(fault HOME_NFS) ]]; then
      echo "bastion:/home nfs" >"$h/run/ocitb/home.mount"
    fi
    # where host-init.sh shows the node the bastion's /home (the "NFS export") and state
    mkdir -p "$h/upper/var/lib/ocitb-real/nfs-home" "$h/upper/var/lib/ocitb-real/bastion"
  fi

  # machine-id(5): an empty /etc/machine-id (an image's) is filled with a new ID at boot
  if [[ -f $h/upper/etc/machine-id && ! -s $h/upper/etc/machine-id ]]; then
    python3 -c 'import uuid; print(uuid.uuid4().hex)' >"$h/upper/etc/machine-id"
  fi
  # The login user exists only inside the hosts (overlay copies of passwd/group/shadow); an
  # image's users are the image's (the login user among them, the stages' system users).
  if [[ -z ${OCITB_IMAGE:-} ]]; then
    cp /etc/passwd /etc/group /etc/shadow /etc/gshadow "$h/upper/etc/"
    for f in "${hidden_users[@]}"; do
      sed -i "/^$f:/d" "$h/upper/etc/passwd" "$h/upper/etc/group" "$h/upper/etc/shadow" "$h/upper/etc/gshadow"
    done
    echo "$LOGIN_USER:x:$uid:$uid::/home/$LOGIN_USER:/bin/bash" >>"$h/upper/etc/passwd"
    echo "$LOGIN_USER:x:$uid:" >>"$h/upper/etc/group"
    echo "$LOGIN_USER:*:19000:0:99999:7:::" >>"$h/upper/etc/shadow"
  fi
  {
    echo 'Defaults secure_path = /sbin:/bin:/usr/sbin:/usr/bin' # Oracle Linux 9's
    echo "$LOGIN_USER ALL=(ALL) NOPASSWD: ALL"
  } >"$h/upper/etc/sudoers.d/90-$LOGIN_USER"
  chmod 0440 "$h/upper/etc/sudoers.d/90-$LOGIN_USER"
  # cloud-init set the time zone (Oracle's GPU cluster tutorial §2-1).
  tz=$(fault TIMEZONE)
  ln -sfn "/usr/share/zoneinfo/${tz:-Asia/Tokyo}" "$h/upper/etc/localtime"
  echo "${tz:-Asia/Tokyo}" >"$h/upper/etc/timezone"
  echo "$name" >"$h/upper/etc/hostname"
  # The hosts run Oracle Linux 9 as far as the scripts can tell.
  mkdir -p "$h/upper/etc/yum.repos.d"
  # shellcheck disable=SC2016 # $basearch etc. are dnf variables, kept literally
  printf '[ol9_baseos_latest]\nname=Oracle Linux 9 BaseOS Latest ($basearch)\nbaseurl=https://yum$ociregion.$ocidomain/repo/OracleLinux/OL9/baseos/latest/$basearch/\nenabled=1\n' \
    >"$h/upper/etc/yum.repos.d/oracle-linux-ol9.repo"
  rm -f "$h/upper/etc/os-release"
  cat >"$h/upper/etc/os-release" <<'EOF'
NAME="Oracle Linux Server"
VERSION="9.5"
ID="ol"
ID_LIKE="fedora"
VARIANT="Server"
VARIANT_ID="server"
VERSION_ID="9.5"
PLATFORM_ID="platform:el9"
PRETTY_NAME="Oracle Linux Server 9.5"
CPE_NAME="cpe:/o:oracle:linux:9:5:server"
EOF
  {
    echo "127.0.0.1 localhost"
    echo "$ip $name"
    # Nodes resolve each other and "bastion" through the VCN's DNS; the bastion does not
    # resolve node names until its setup stage does so.
    if [[ $role == node ]]; then
      hosts "$bed" | awk -v me="$name" '$2 != me { print $3, ($1 == "bastion" ? "bastion " $2 : $2) }'
    fi
  } >"$h/upper/etc/hosts"

  rm -f "$h/upper/etc/ssh/ssh_host_ed25519_key"*
  ssh-keygen -q -t ed25519 -N '' -C "$name" -f "$h/upper/etc/ssh/ssh_host_ed25519_key"
  mkdir -p "$h/upper/etc/ssh/sshd_config.d"
  cat >"$h/upper/etc/ssh/sshd_config" <<EOF
# Oracle Linux 9's sshd_config starts by including its drop-in directory (first value wins)
Include /etc/ssh/sshd_config.d/*.conf
ListenAddress $ip
HostKey /etc/ssh/ssh_host_ed25519_key
PidFile /run/sshd.pid
UsePAM no
PermitRootLogin no
PasswordAuthentication no
KbdInteractiveAuthentication no
PubkeyAuthentication yes
AuthorizedKeysFile .ssh/authorized_keys
StrictModes yes
MaxStartups 100:30:200
# Oracle Linux 9's OpenSSH 8.7 key exchanges (no sntrup761x25519, which Debian's 9.x client
# would pick and which costs it ~0.1 s of CPU per connection, hundreds of them per run).
KexAlgorithms curve25519-sha256,curve25519-sha256@libssh.org,ecdh-sha2-nistp256,ecdh-sha2-nistp384,ecdh-sha2-nistp521,diffie-hellman-group-exchange-sha256,diffie-hellman-group14-sha256,diffie-hellman-group16-sha512,diffie-hellman-group18-sha512
MaxSessions 50
LogLevel VERBOSE
Subsystem sftp internal-sftp
# the NCCL stage's sshd in the container (port 22222) is reached by mpirun as root
Match LocalPort 22222
    PermitRootLogin prohibit-password
EOF

  local home_owner="$h/home/$LOGIN_USER"
  mkdir -p "$home_owner/.ssh"
  if [[ $role == bastion ]]; then
    # The user's key, as OCI puts it into the bastion's metadata.
    cat "$bed/user_key.pub" >"$home_owner/.ssh/authorized_keys"
  else
    # The node's local home: cloud-init put the cluster key there; it is hidden by the NFS
    # mount of the bastion's /home unless the node's faults say HOME_NFS=unmounted.
    cat "$bed/cluster_key.pub" >"$home_owner/.ssh/authorized_keys"
  fi
  chmod 700 "$home_owner/.ssh"
  chmod 600 "$home_owner/.ssh/authorized_keys"
  chown -R "$uid:$uid" "$home_owner"
  chmod 755 "$home_owner"

  cat >"$h/host.env" <<EOF
HOST_ROLE=$role
HOST_NAME=$name
HOST_IP=$ip
HOST_DIR=$h
HOST_CGROUP=$PREFIX/$name
BASTION_HOME=$bed/hosts/$(hosts "$bed" | awk '$1 == "bastion" { print $2; exit }')/home
SHARED_HOME_DIR=$bed/fileserver
CLOUD_DIR=$bed/cloud
FAKES=$HERE/fakes
MODELS=$bed/models
BED_DIR=$bed
EOF
}

# The bed's Oracle Linux 9 model, merged once per bed: the shared catalogue (fakes/lib/packages.tsv:
# the image's packages) and each feature's features/<feature>/ (packages.tsv, pkg-files/,
# bin/, units/, downloads.sh, hide.tsv) into BEDDIR/models, which host-init.sh binds read-only at
# /usr/lib/ocitb/models on every host: the fakes read one catalogue and one directory, as before
# the split (no per-call cost). hide.tsv's paths (and the files of its Debian packages, where this
# machine has them) become one tree of overlay whiteouts, models/whiteouts, which every host's
# upper directories get a copy of; a feature's prepare.sh --binds names the machine's directories
# its bed needs on every host, read-only (models/binds.tsv: source, then where: host-init.sh).
merge_models() { # BEDDIR
  local m=$1/models f
  rm -rf "$m"
  mkdir -p "$m/pkg-files" "$m/units" "$m/downloads" "$m/bin" "$m/whiteouts" "$m/lib"
  # the nodes' unified cgroup view (lib/cgroup2-view.c: their /etc/ld.so.preload, host-init.sh)
  gcc -O2 -Wall -Werror -shared -fPIC -o "$m/lib/cgroup2-view.so" "$HERE/lib/cgroup2-view.c" -ldl
  cat "$HERE/fakes/lib/packages.tsv" "$HERE"/features/*/packages.tsv >"$m/packages.tsv"
  : >"$m/hide.tsv"
  : >"$m/binds.tsv"
  for f in "$HERE"/features/*; do
    if [[ -d $f/pkg-files ]]; then cp -r "$f/pkg-files/." "$m/pkg-files/"; fi
    if [[ -d $f/units ]]; then cp -r "$f/units/." "$m/units/"; fi
    if [[ -d $f/bin ]]; then cp -r "$f/bin/." "$m/bin/"; fi
    if [[ -f $f/downloads.sh ]]; then cp "$f/downloads.sh" "$m/downloads/${f##*/}.sh"; fi
    if [[ -f $f/hide.tsv ]]; then grep -v '^#' "$f/hide.tsv" >>"$m/hide.tsv"; fi
    if [[ -f $f/prepare.sh ]]; then bash "$f/prepare.sh" --binds >>"$m/binds.tsv"; fi
  done
  python3 - "$m/hide.tsv" "$m/whiteouts" <<'PY'
import os, stat, subprocess, sys
paths = []
for line in open(sys.argv[1]):
    kind, _, what = line.rstrip("\n").partition("\t")
    if kind == "path":
        paths.append(what)
    elif kind == "debian-package":
        r = subprocess.run(["dpkg-query", "-L", what], capture_output=True, text=True)
        if r.returncode == 0:
            files = [p for p in r.stdout.splitlines()
                     if p.startswith("/") and (os.path.islink(p) or not os.path.isdir(p)) and os.path.lexists(p)]
            paths += [p.lstrip("/") for p in files]
            # and the links its scripts made to them, not in dpkg-query -L (update-alternatives:
            # /usr/sbin/NAME -> /etc/alternatives/NAME -> one of the package's files)
            real = {os.path.realpath(f) for f in files}
            for d in ("/etc/alternatives", "/usr/bin", "/usr/sbin"):
                for e in os.scandir(d):
                    if e.is_symlink() and os.path.realpath(e.path) in real:
                        paths.append(e.path.lstrip("/"))
hidden = set()
for p in sorted(set(paths)):
    parts = p.split("/")
    if any("/".join(parts[:i]) in hidden for i in range(1, len(parts))):
        continue  # a directory above it is hidden already
    hidden.add(p)
    target = os.path.join(sys.argv[2], p)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if not os.path.lexists(target):
        os.mknod(target, stat.S_IFCHR | 0o000, os.makedev(0, 0))
PY
  chmod -R a+rX "$m"
}

# attach NS VETH IP: a network namespace whose eth0 (IP/16) is a port of the bed's bridge
attach() {
  local ns=$1 veth=$2 ip=$3
  ip netns add "$ns"
  ip link add "$veth" type veth peer name eth0 netns "$ns"
  ip link set "$veth" master "$BRIDGE" up
  ip -n "$ns" link set lo up
  ip -n "$ns" addr add "$ip/$PREFIX_LEN" dev eth0
  ip -n "$ns" link set eth0 up
}

net_up() { # BEDDIR
  local bed=$1 role name ip gpus rdma i=0
  ip link add "$BRIDGE" type bridge
  # A fixed address: a bridge otherwise takes its lowest port's MAC (Linux bridge, br_stp_recalculate_bridge_id),
  # so a host the cloud launches or terminates could change it under every open connection to
  # this machine (the hosts' ARP entries for 10.K.0.1 go stale: an ssh session stalled ~110 s).
  ip link set "$BRIDGE" address "02:00:0a:0$INSTANCE:00:01"
  ip addr add "$BRIDGE_CIDR" dev "$BRIDGE"
  ip link set "$BRIDGE" up
  while read -r role name ip gpus rdma; do
    i=$((i + 1))
    net_host "$bed" "$name" "$ip" "$rdma" "${PREFIX}v$i"
  done < <(hosts "$bed")
}

net_host() { # BEDDIR NAME IP RDMA_NICS VETH: the host's namespace, eth0 on the bridge, its RDMA NICs
  local bed=$1 name=$2 ip=$3 rdma=$4 veth=$5 ns last k missing
  ns=$(ns_of "$name")
  attach "$ns" "$veth" "$ip"
  # rdma0..rdmaN-1: 10.224.<k>.<eth0 last octet>/12 (Oracle's GPU cluster tutorial §3-6), as the RDMA
  # auto-configuration plugin sets them. macvlan stands in for the RDMA NICs.
  last=${ip##*.}
  missing=$(sed -n 's/^RDMA_NO_ADDRESS=//p' "$bed/hosts/$name/run/ocitb/faults.env" | tail -n 1)
  # one `ip -batch` per host: hundreds of separate ip processes were most of a bed's start
  for ((k = 0; k < rdma; k++)); do
    echo "link add rdma$k link eth0 type macvlan mode bridge"
    [[ ",$missing," == *",rdma$k,"* ]] || echo "addr add 10.224.$k.$last/$RDMA_PREFIX_LEN dev rdma$k"
    echo "link set rdma$k up"
  done | ip -n "$ns" -batch -
}

start_host() { # NAME BEDDIR
  local name=$1 bed=$2 h ns
  h="$bed/hosts/$name"
  ns=$(ns_of "$name")
  [[ -d $h ]] || die "no host dir $h"
  stop_host "$name" "$bed" quiet
  # A host the cloud launches (cloud-host.sh sets OCITB_BOOT_FRESH) boots now: its own time
  # namespace starts CLOCK_BOOTTIME at 0, so uptime (sysinfo(2), /proc/uptime) is since its
  # start, as on a new instance (slurmctld takes a resumed node's registration only from a
  # node booted after the resume request).
  local timens=()
  if [[ -n ${OCITB_BOOT_FRESH:-} ]]; then timens=(--time --boottime "-$(cut -d. -f1 /proc/uptime)"); fi
  # setsid: own session, so the JVM's signals do not reach it; --kill-child: when unshare dies
  # its child (PID 1 of the host's PID namespace) is killed, and with it every process there.
  # A node's PID 1 moves itself into its own cgroup, CG2_BED/<name>, and makes it the root of its
  # cgroup namespace (host-init.sh): only the node's processes are in it, as slurmd requires of a
  # cgroup namespace ("contains pids from outside of our pid namespace, so we cannot manage this
  # cgroup", src/plugins/cgroup/v2/cgroup_v2.c).
  if grep -qx HOST_ROLE=node "$h/host.env"; then host_cgroup "$CG2_BED/$name"; fi
  setsid ip netns exec "$ns" unshare "${timens[@]}" --mount --uts --pid --fork --kill-child --mount-proc \
    --propagation private bash "$HERE/host-init.sh" "$h" >>"$h/sshd.log" 2>&1 </dev/null &
  echo $! >"$h/init.pid"
}

# host_cgroup DIR: a node's cgroup, empty, with every controller its parent CG2_BED has enabled for
# it: those CG2_ROOT's subtree_control offers (bed.sh enables nothing at the machine's root; where
# the machine binds cpuset and memory to cgroup v1, a hybrid host, the nodes have neither)
host_cgroup_parent() {
  local c ctrls=()
  [[ ! -d $CG2_BED ]] || return 0
  mkdir -p "$CG2_BED"
  read -r -a ctrls <"$CG2_BED/cgroup.controllers" || true
  for c in "${ctrls[@]}"; do
    echo "+$c" >"$CG2_BED/cgroup.subtree_control" 2>/dev/null || true
  done
}
host_cgroup() {
  host_cgroup_parent
  remove_cgroup "$1"
  mkdir -p "$1"
}

# remove_cgroup DIR: its processes killed (cgroup.kill, kernel 5.14), then its tree, deepest first
remove_cgroup() {
  [[ -d $1 ]] || return 0
  echo 1 >"$1/cgroup.kill" 2>/dev/null || true
  local i
  for i in $(seq 100); do
    find "$1" -depth -type d -exec rmdir {} + 2>/dev/null || true
    [[ -d $1 ]] || return 0
    sleep 0.05
  done
  echo "bed.sh: cgroup $1 still holds processes after 5 s" >&2
}

# alive PID: running (a zombie waiting for this machine's init to reap it does not count)
alive() {
  local state
  state=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) || return 1
  [[ -n $state && $state != Z ]]
}

stop_host() { # NAME BEDDIR [quiet]
  local name=$1 bed=$2 h pid
  h="$bed/hosts/$name"
  if [[ -f $h/init.pid ]]; then
    pid=$(cat "$h/init.pid")
    # unshare --fork ignores SIGTERM while it waits; SIGKILL it, and --kill-child takes the
    # host's PID 1 with it, which ends every process in that PID namespace.
    kill -KILL "$pid" 2>/dev/null || true
    for _ in $(seq 100); do
      alive "$pid" || break
      sleep 0.02
    done
    rm -f "$h/init.pid"
  fi
  # Anything left in the host's network namespace (e.g. a hung command) goes too.
  local ns
  ns=$(ns_of "$name")
  if ip netns list | awk '{print $1}' | grep -qx "$ns"; then
    ip netns pids "$ns" 2>/dev/null | xargs -r kill -KILL 2>/dev/null || true
    # SIGKILL lands asynchronously (on a loaded machine the old sshd was seen still accepting
    # right after a stop): wait until nothing runs in the namespace, so a stopped host refuses.
    for _ in $(seq 100); do
      [[ -z $(ip netns pids "$ns" 2>/dev/null) ]] && break
      sleep 0.05
    done
  fi
  if [[ -n $CG2_BED ]]; then remove_cgroup "$CG2_BED/$name"; fi
  [[ ${3:-} == quiet ]] || true
}

wait_listening() { # BEDDIR NAME IP
  local i
  for i in $(seq 100); do
    if ip netns exec "$(ns_of "$2")" ss -Hltn "src $3 sport = :22" 2>/dev/null | grep -q .; then return 0; fi
    sleep 0.05
  done
  die "sshd of $2 ($3) not listening after 5 s; see $1/hosts/$2/sshd.log"
}

# join_cpu_cgroup [new]: count this process and what it starts from now on in the bed's CPU time
join_cpu_cgroup() {
  [[ -d ${CPU_CGROUP%/*} ]] || return 0
  if [[ ${1:-} == new ]]; then rmdir "$CPU_CGROUP" 2>/dev/null || true; fi
  if mkdir -p "$CPU_CGROUP" 2>/dev/null; then echo "$BASHPID" >"$CPU_CGROUP/cgroup.procs" 2>/dev/null || true; fi
}

cmd_up() {
  local bed=$1 role name ip gpus rdma uid late
  require_tools
  [[ -f $bed/hosts.tsv ]] || die "missing $bed/hosts.tsv"
  cmd_down_all
  join_cpu_cgroup new
  uid=$(free_uid)
  merge_models "$bed"
  # The shared home's file server (fault SHARED_HOME): a new file system's empty root.
  rm -rf "${bed:?}/fileserver"
  mkdir -p "$bed/fileserver"
  chmod 755 "$bed/fileserver"
  # The hosts are independent until they start: prepare them (and the network) at once.
  local -a pids=()
  while read -r role name ip gpus rdma; do
    prepare_host "$bed" "$role" "$name" "$ip" "$gpus" "$rdma" "$uid" &
    pids+=($!)
  done < <(hosts "$bed")
  net_up "$bed"
  wait_all "${pids[@]}" || die "preparing the hosts failed (see above)"
  host_cgroup_parent
  # what a node's cgroup offers (cgroup.controllers): the Slurm groups leave the others unconstrained
  cat "$CG2_BED/cgroup.subtree_control" >"$bed/node-cgroup-controllers"
  while read -r role name ip gpus rdma; do
    start_host "$name" "$bed"
  done < <(hosts "$bed")
  pids=()
  while read -r role name ip gpus rdma; do
    late=$(sed -n 's/^SSH_LATE_SECONDS=//p' "$bed/hosts/$name/run/ocitb/faults.env")
    if [[ -z $late ]]; then
      wait_listening "$bed" "$name" "$ip" &
      pids+=($!)
    fi
  done < <(hosts "$bed")
  wait_all "${pids[@]}" || die "not every sshd came up (see above)"
}

wait_all() { # PID...: wait for every one; fails when any failed
  local pid rc=0
  for pid in "$@"; do wait "$pid" || rc=1; done
  return "$rc"
}

cmd_down_all() { # every namespace, process and the bridge of this instance, whoever started them
  local ns
  for ns in $(ip netns list | awk '{print $1}' | grep "^${PREFIX}-" || true); do
    ip netns pids "$ns" 2>/dev/null | xargs -r kill -KILL 2>/dev/null || true
    ip netns del "$ns" 2>/dev/null || true
  done
  if ip link show "$BRIDGE" >/dev/null 2>&1; then ip link del "$BRIDGE"; fi
  if [[ -n $CG2_BED ]]; then remove_cgroup "$CG2_BED"; fi
  # a host's veth outlives `ip netns del` while the namespace is still dying; deleting its root
  # end removes both (seen: the next bed of this instance failed "RTNETLINK answers: File exists")
  local link
  for link in $(ip -o link show | awk -F': ' '{ sub(/@.*/, "", $2); print $2 }' | grep -E "^${PREFIX}[vc][0-9]+$" || true); do
    ip link del "$link" 2>/dev/null || true
  done
}

cmd_down() {
  local bed=$1 role name ip gpus rdma
  # the cloud daemon first (cloud-host.sh), so that it launches nothing while the bed goes
  if [[ -f $bed/cloud/daemon.pid ]]; then bash "$HERE/cloud-host.sh" stop-daemon "$bed"; fi
  if [[ -f $bed/hosts.tsv ]]; then
    while read -r role name ip gpus rdma; do stop_host "$name" "$bed" quiet; done < <(hosts "$bed")
  fi
  cmd_down_all
  if [[ -r $CPU_CGROUP/cpuacct.usage ]]; then # nanoseconds
    awk '{ printf "cpu %.2f\n", $1 / 1e9 }' "$CPU_CGROUP/cpuacct.usage"
    rmdir "$CPU_CGROUP" 2>/dev/null || true
  fi
}

cmd_leftovers() { # [BEDDIR]: host processes of that bed only (other instances may be running)
  ip netns list | awk '{print $1}' | grep "^${PREFIX}-" | sed 's/^/netns /' || true
  if ip link show "$BRIDGE" >/dev/null 2>&1; then echo "bridge $BRIDGE"; fi
  if [[ -n $CG2_BED && -d $CG2_BED ]]; then echo "cgroup $CG2_BED"; fi
  pgrep -af "testbed/host-init.sh ${1:+$1/}" | sed 's/^/process /' || true
  pgrep -af "testbed/cloud.py ${1:-}" | sed 's/^/process /' || true
}

# snapshot HOST IMAGE BEDDIR: the bed's model of an OCI custom image made from an instance
# (oci.Core.Image with instanceId; OCI docs, "Managing Custom Images": the image is the
# instance's boot volume, the instance is shut down while it is taken). The host is stopped and
# its disk, the overlay upper layer over the image it was prepared from (/etc /var /opt /usr),
# copied to IMAGE; /run, /tmp, /home and the local NVMe (/mnt/localdisk) are no part of it.
cmd_snapshot() {
  local name=$1 image=$2 bed=$3
  [[ -d $bed/hosts/$name/upper ]] || die "no host $name in $bed"
  [[ ! -e $image ]] || die "$image exists: an image is made once"
  stop_host "$name" "$bed" quiet
  mkdir -p "$image"
  cp -a "$bed/hosts/$name/upper/." "$image/"
}

# boot HOST IMAGE BEDDIR: HOST (of hosts.tsv) stopped and started again as a new instance
# launched from IMAGE at its address: its disk the image's, then its first boot's writes
# (prepare_host with OCITB_IMAGE), its own clock since boot (cloud-host.sh's launch does the same).
cmd_boot() {
  local name=$1 image=$2 bed=$3 role ip gpus rdma
  [[ -d $image/etc ]] || die "no image at $image"
  read -r role _ ip gpus rdma < <(host_line "$bed" "$name")
  stop_host "$name" "$bed" quiet
  # a new instance's /run is empty (the call log and counters with it); the test's faults stay
  local h=$bed/hosts/$name faults
  faults=$(cat "$h/run/ocitb/faults.env")
  rm -rf "${h:?}/run"
  mkdir -p "$h/run/ocitb"
  printf '%s\n' "$faults" >"$h/run/ocitb/faults.env"
  OCITB_IMAGE=$image prepare_host "$bed" "$role" "$name" "$ip" "$gpus" "$rdma" "$(free_uid)"
  OCITB_BOOT_FRESH=1 start_host "$name" "$bed"
  wait_listening "$bed" "$name" "$ip"
}

# cloud-host.sh sources this file for its functions
[[ ${BASH_SOURCE[0]} == "$0" ]] || return 0

case ${1:-} in
  up) cmd_up "${2:?BEDDIR}" ;;
  start)
    join_cpu_cgroup
    start_host "${2:?HOST}" "${3:?BEDDIR}"
    if ! grep -q '^SSH_LATE_SECONDS=' "$3/hosts/$2/run/ocitb/faults.env"; then
      read -r _ _ ip _ _ < <(host_line "$3" "$2")
      wait_listening "$3" "$2" "$ip"
    fi
    ;;
  stop) stop_host "${2:?HOST}" "${3:?BEDDIR}" ;;
  down) cmd_down "${2:?BEDDIR}" ;;
  leftovers) cmd_leftovers "${2:-}" ;;
  snapshot) cmd_snapshot "${2:?HOST}" "${3:?IMAGE}" "${4:?BEDDIR}" ;;
  boot)
    join_cpu_cgroup
    cmd_boot "${2:?HOST}" "${3:?IMAGE}" "${4:?BEDDIR}"
    ;;
  attach)
    ip link show "$BRIDGE" >/dev/null 2>&1 || die "no bridge $BRIDGE: run bed.sh up first"
    attach "$(ns_of "${2:?NAME}")" "${PREFIX}v${2:0:6}" "${3:?IP}"
    ;;
  *) die "usage: [OCITB_INSTANCE=K] bed.sh up|down BEDDIR | start|stop HOST BEDDIR | snapshot HOST IMAGE BEDDIR | boot HOST IMAGE BEDDIR | attach NAME IP | leftovers [BEDDIR]" ;;
esac
