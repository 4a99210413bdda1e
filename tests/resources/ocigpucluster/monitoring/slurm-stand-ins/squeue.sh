#!/usr/bin/env bash
# Stand-in for Slurm's squeue (squeue(1); Slurm 25.11, src/squeue/opts.c), over a fixture of jobs.
# Models what the monitoring collector asks for, and what the real squeue does with anything else:
#   -h/--noheader    no header line
#   -o/--format FMT  %i job id, %T state (extended: RUNNING, PENDING...), %% a percent sign; an
#                    optional width (%10T) is ignored
#   an option squeue does not have: getopt's "invalid option" and 'Try "squeue --help" for more
#                    information', exit 1 (opts.c)
#   an option or field the real squeue has and this stand-in does not model: exit 2, named
#                    (squeue has a field for every letter: none is invalid)
# Fixture: SLURM_STANDIN_JOBS, a file of "JOBID STATE" lines; SLURM_STANDIN_DOWN=1: slurmctld does not
# answer (squeue.c: slurm_perror("slurm_load_jobs error"), exit 1).
set -euo pipefail

TOOL=squeue
# shellcheck source=slurm-stand-in-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/slurm-stand-in-lib.sh"

header=1 format="%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R"
parse_options alPrvV AijLnMOpqRsStuUw 0 "$@"

# squeue has a field for every letter (opts.c, fmt_data_job): none is invalid
parse_format "$format" iT "" "Invalid job format specification"

if [[ ${SLURM_STANDIN_DOWN:-0} == 1 ]]; then
  echo 'slurm_load_jobs error: Unable to contact slurm controller (connect failure)' >&2
  exit 1
fi
: "${SLURM_STANDIN_JOBS:?the squeue stand-in reads its jobs from SLURM_STANDIN_JOBS}"

declare -A VALUES=()
line() { # JOBID STATE
  VALUES=(["i"]=$1 ["T"]=$2)
  print_line
}

((header == 0)) || line JOBID STATE
while read -r job state; do
  [[ -n "$job" ]] && line "$job" "$state"
done <"$SLURM_STANDIN_JOBS"
