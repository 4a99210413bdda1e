#!/usr/bin/env bash
# PID 1 of one test-bed host (started by bed.sh inside the host's network namespace, in fresh
# mount, UTS and PID namespaces): lays the host's own state over the real file system, then
# becomes that host's sshd. Nothing mounted here is visible outside the host.
set -euo pipefail

HOST_DIR=$1
# shellcheck source=/dev/null
source "$HOST_DIR/host.env" # HOST_ROLE HOST_NAME HOST_IP BASTION_HOME SHARED_HOME_DIR CLOUD_DIR FAKES MODELS BED_DIR
faults="$HOST_DIR/run/ocitb/faults.env"
fault() { sed -n "s/^$1=//p" "$faults" | tail -n 1; }

hostname "$HOST_NAME"

if [[ $HOST_ROLE == node && -z ${OCITB_HOST_CGROUP_NS:-} ]]; then
  # A node's own cgroup (bed.sh start_host made it empty): this process moves itself there (writing
  # 0 to cgroup.procs moves the writer, cgroups(7)), then becomes the root of a new cgroup namespace,
  # so the node's processes, and only they, are in it and under it.
  mkdir -p "$HOST_DIR/cgroup2"
  command mount -t cgroup2 cgroup2 "$HOST_DIR/cgroup2"
  echo 0 >"$HOST_DIR/cgroup2/$HOST_CGROUP/cgroup.procs"
  command umount "$HOST_DIR/cgroup2"
  OCITB_HOST_CGROUP_NS=1 exec unshare --cgroup bash "${BASH_SOURCE[0]}" "$@"
fi
unset OCITB_HOST_CGROUP_NS

# Once /usr is overlaid, /usr/bin/mount is the fake (fakes/mount): use the real one, which
# stays reachable under /var/lib/ocitb-real/bin once that is bound.
mount() {
  if [[ -x /var/lib/ocitb-real/bin/mount ]]; then /var/lib/ocitb-real/bin/mount "$@"; else command mount "$@"; fi
}

i=0
while IFS=$'\t' read -r src _; do
  mkdir -p "$HOST_DIR/binds/$i"
  mount --bind "$src" "$HOST_DIR/binds/$i"
  i=$((i + 1))
done <"$MODELS/binds.tsv"

overlay() { mount -t overlay "ocitb-$1" -o "lowerdir=/$1,upperdir=$HOST_DIR/upper/$1,workdir=$HOST_DIR/work/$1" "/$1"; }
# /etc, /var, /opt, /usr: the real directories with this host's changes on top (the uppers
# are exactly what the scripts changed, which the idempotency tests hash).
overlay etc
overlay var
overlay opt
# the real /usr/bin stays reachable for fakes that hand over to the real tool
mount --bind /usr/bin /var/lib/ocitb-real/bin
overlay usr
# The fakes, linked from the host's /usr/bin (see bed.sh), first for ssh sessions and sudo.
mount --bind "$FAKES" /usr/lib/ocitb/fakes
mount -o remount,bind,ro /usr/lib/ocitb/fakes
# PAM modules where Oracle Linux 9's libpam loads a module named without a path: /usr/lib64/security
# (Linux-PAM's default module directory, the pam package's %files there; slurm.spec's %files
# pam_slurm puts pam_slurm_adopt.so there too). This machine's libpam (sshd's, sudo's) looks in its
# own multiarch directory: the host shows it /usr/lib64/security, which holds links to this machine's
# modules (Debian's stand-ins for OL9's) and what the stages install there.
pam_dir=$(dirname "$(readlink -f /usr/lib/*/security/pam_unix.so)")
mkdir -p /var/lib/ocitb-real/pam-modules /usr/lib64/security
mount --bind "$pam_dir" /var/lib/ocitb-real/pam-modules
for f in /var/lib/ocitb-real/pam-modules/*; do
  [[ -e /usr/lib64/security/${f##*/} || -L /usr/lib64/security/${f##*/} ]] || ln -s "$f" /usr/lib64/security/
done
mount --bind /usr/lib64/security "$pam_dir"
# The bed's OL9 model (bed.sh merge_models: the package catalogue, package files, unit models).
mount --bind "$MODELS" /usr/lib/ocitb/models
mount -o remount,bind,ro /usr/lib/ocitb/models
# The features' read-only views of this machine (features/<feature>/prepare.sh --binds, merged in
# models/binds.tsv; taken before the overlays, so that they show the real directories as they
# change, e.g. a build finished while the bed runs): the upstream source archives, the bed's build
# of Slurm.
i=0
while IFS=$'\t' read -r _ dest; do
  mount --bind "$HOST_DIR/binds/$i" "$dest"
  mount -o remount,bind,ro "$dest"
  i=$((i + 1))
done <"$MODELS/binds.tsv"

if [[ $HOST_ROLE == node ]]; then
  # What `mount /home` (fakes/mount) mounts, and the bastion's state it checks (read-only).
  mount --bind "$BASTION_HOME" /var/lib/ocitb-real/nfs-home
  mount --bind "${BASTION_HOME%/home}" /var/lib/ocitb-real/bastion
  mount -o remount,bind,ro /var/lib/ocitb-real/bastion
fi
if [[ $HOST_ROLE == node && -n $(fault HOME_NFS) ]]; then
  mount --bind "$HOST_DIR/home" /home # unmounted / no-fstab: the node's local /home
elif [[ $HOST_ROLE == node && -n $(fault SHARED_HOME) ]]; then
  mount --bind "$SHARED_HOME_DIR" /home # File Storage or external NFS, mounted by cloud-init
elif [[ $HOST_ROLE == node ]]; then
  mount --bind "$BASTION_HOME" /home # the bastion's /home over "NFS" (Oracle's GPU cluster tutorial §2-1)
else
  mount --bind "$HOST_DIR/home" /home
fi

if [[ $HOST_ROLE == node ]]; then
  # The host's own /dev over the real one, holding what the NVIDIA driver creates:
  # /dev/nvidia0..N-1, character devices of major 195, minor the GPU's index (NVIDIA CUDA Installation
  # Guide for Linux, "Runfile Verifications": mknod -m 666 /dev/nvidia$i c 195 $i); Slurm's gres.conf
  # names them and slurmd 25.11 refuses a File= that is no device ("is not a valid character or
  # block device, fix your gres.conf"). Nothing opens them: no driver answers here.
  mkdir -p "$HOST_DIR/dev-upper" "$HOST_DIR/work/dev"
  mount -t overlay ocitb-dev -o "lowerdir=/dev,upperdir=$HOST_DIR/dev-upper,workdir=$HOST_DIR/work/dev" /dev
  mount -t devpts -o newinstance,ptmxmode=0666 devpts /dev/pts
  mount -t tmpfs -o mode=1777 tmpfs /dev/shm
  # The node's delegated cgroup v2 subtree (bed.sh start_host: its own cgroup namespace, rooted at
  # CG2_ROOT/ocitbK/<host>) where OL9 has its cgroup2 file system: slurmd's cgroup/v2 plugin finds
  # it at /sys/fs/cgroup (cgroup.conf CgroupMountpoint's default), a non-root cgroup as in a
  # container (its cgroup.type: Slurm's "false root")
  mount -t cgroup2 cgroup2 /sys/fs/cgroup
  # /proc/<pid>/cgroup as OL9's unified hierarchy shows it, on a hybrid machine too
  # (lib/cgroup2-view.c), on the beds whose Slurm uses cgroup/v2 (BED_DIR/cgroup2-view, written by
  # the harness's BedBuilder.slurmCgroups): only they need it, and a preloaded library is one more
  # thing in every process of the node
  if [[ -e $BED_DIR/cgroup2-view ]]; then cat "$BED_DIR/cgroup2-view" >/etc/ld.so.preload; fi
  gpus=$(sed -n 's/^HW_GPUS=//p' /var/lib/ocitb/hw.env)
  # (a restarted host finds them in its upper directory)
  for ((i = 0; i < ${gpus:-0}; i++)); do
    [[ -e /dev/nvidia$i ]] || mknod -m 0666 "/dev/nvidia$i" c 195 "$i"
  done
  # and the driver's control device, which NVML opens first (the same guide: mknod -m 666
  # /dev/nvidiactl c 195 255); Slurm's device cgroup leaves it alone (not in gres.conf)
  if ((${gpus:-0} > 0)) && [[ ! -e /dev/nvidiactl ]]; then mknod -m 0666 /dev/nvidiactl c 195 255; fi
  # /sys/class/infiniband as the mlx5 driver lays it out for each RDMA NIC behind rdma0..N-1
  # (kernel Documentation/ABI/stable/sysfs-class-infiniband: ports/<port>/state, phys_state and
  # counters/link_downed, "number of times the link failed to recover ... and went down"), over
  # the host's own /sys/class (an overlay: the rest stays the kernel's). link_downed starts at 0;
  # a test raises it (root writes it) as a link-down event does on the real port.
  rdma=$(sed -n 's/^HW_RDMA_NICS=//p' /var/lib/ocitb/hw.env)
  if ((${rdma:-0} > 0)); then
    read -r -a links < <(sed -n 's/^HW_RDMA_LINKS="\(.*\)"$/\1/p' /var/lib/ocitb/hw.env)
    mkdir -p "$HOST_DIR/sys-upper" "$HOST_DIR/work/sys"
    mount -t overlay ocitb-sys -o "lowerdir=/sys/class,upperdir=$HOST_DIR/sys-upper,workdir=$HOST_DIR/work/sys" /sys/class
    for ((k = 0; k < rdma; k++)); do
      port=/sys/class/infiniband/${links[$k]}/ports/1
      mkdir -p "$port/counters"
      echo "4: ACTIVE" >"$port/state"
      echo "5: LinkUp" >"$port/phys_state"
      echo 0 >"$port/counters/link_downed"
    done
  fi
fi

mount --bind "$HOST_DIR/mnt" /mnt
mkdir -p /mnt/localdisk
if [[ $(fault LOCALDISK) != unmounted ]]; then
  mount --bind "$HOST_DIR/localdisk" /mnt/localdisk
fi

mount --bind "$HOST_DIR/run" /run
# The shared home's file server, for the mount fake (every host may mount it).
mkdir -p /run/ocitb/nfs-export
mount --bind "$SHARED_HOME_DIR" /run/ocitb/nfs-export
# The bed's cloud (cloud-host.sh), on the bastion only: the fake OCI CLI's state and requests.
if [[ $HOST_ROLE == bastion && -d ${CLOUD_DIR:-} ]]; then
  mkdir -p /run/ocitb/cloud
  mount --bind "$CLOUD_DIR" /run/ocitb/cloud
fi
mkdir -p /run/sshd
chmod 755 /run/sshd
mkdir -p /run/oci-hpc
late=$(fault SSH_LATE_SECONDS)
# Last: after this, paths under the real /tmp (where HOST_DIR usually lives) are the host's own.
mount --bind "$HOST_DIR/tmp" /tmp
mount --bind /tmp /var/tmp

if [[ -n $late ]]; then
  echo "host-init: $HOST_NAME refuses SSH for $late s (fault SSH_LATE_SECONDS)"
  sleep "$late"
fi
echo "host-init: $HOST_NAME sshd on ${HOST_IP:?}"
exec /usr/sbin/sshd -D -e
