#!/usr/bin/env bash
# test bed stand-in for enroot 3.5.0's conf/hooks/extra/50-slurm-pmi.sh (the enroot RPM installs
# it here, disabled; the node stage copies it into /etc/enroot/hooks.d). Outside a Slurm step it
# does nothing; in one it hands the step's SLURM_* variables, under PMIx (SLURM_MPI_TYPE pmix*
# or unset, PMIX_* set) the PMIX_* ones, and the PMI_* ones to the container's environment
# (ENROOT_ENVIRON). The PMIx server directories it also mounts do not exist in the bed.
set -euo pipefail
[[ -n ${SLURM_JOB_ID-} && -n ${SLURM_STEP_ID-} ]] || exit 0
for var in $(compgen -e SLURM_); do printf '%s=%s\n' "$var" "${!var}" >>"$ENROOT_ENVIRON"; done
if [[ -z ${SLURM_MPI_TYPE-} || $SLURM_MPI_TYPE == pmix* ]] && compgen -e PMIX_ >/dev/null; then
  for var in $(compgen -e PMIX_); do printf '%s=%s\n' "$var" "${!var}" >>"$ENROOT_ENVIRON"; done
fi
if compgen -e PMI_ >/dev/null; then
  for var in $(compgen -e PMI_); do printf '%s=%s\n' "$var" "${!var}" >>"$ENROOT_ENVIRON"; done
fi
