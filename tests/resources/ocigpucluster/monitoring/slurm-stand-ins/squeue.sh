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

not_modelled() {
  echo "squeue stand-in: $1 is not modelled here (see its header)" >&2
  exit 2
}
invalid_option() {
  echo "squeue: invalid option -- '$1'" >&2
  echo 'Try "squeue --help" for more information' >&2
  exit 1
}

header=1 format="%.18i %.9P %.8j %.8u %.2t %.10M %.6D %R"
while (($#)); do
  case $1 in
    -h | --noheader) header=0 ;;
    -o | --format)
      (($# > 1)) || invalid_option o
      format=$2
      shift
      ;;
    --format=*) format=${1#--format=} ;;
    -o?*) format=${1#-o} ;;
    -[alPrvV] | -[AijLnMOpqRsStuUw]* | --*) not_modelled "option $1" ;;
    -?*) invalid_option "${1:1:1}" ;;
    *) not_modelled "argument $1" ;;
  esac
  shift
done

fields=()
rest=$format
while [[ $rest == *%* ]]; do
  fields+=("lit:${rest%%\%*}")
  rest=${rest#*%}
  if [[ $rest == %* ]]; then
    fields+=("lit:%")
    rest=${rest#%}
    continue
  fi
  [[ $rest =~ ^[.]?[0-9]*([A-Za-z]) ]] || not_modelled "format $format"
  letter=${BASH_REMATCH[1]}
  rest=${rest:${#BASH_REMATCH[0]}}
  case $letter in
    i | T) fields+=("field:$letter") ;;
    *) not_modelled "format field %$letter" ;;
  esac
done
fields+=("lit:$rest")

if [[ ${SLURM_STANDIN_DOWN:-0} == 1 ]]; then
  echo 'slurm_load_jobs error: Unable to contact slurm controller (connect failure)' >&2
  exit 1
fi
: "${SLURM_STANDIN_JOBS:?the squeue stand-in reads its jobs from SLURM_STANDIN_JOBS}"

line() { # JOBID STATE
  local f out=""
  for f in "${fields[@]}"; do
    case $f in
      lit:*) out+=${f#lit:} ;;
      field:i) out+=$1 ;;
      field:T) out+=$2 ;;
    esac
  done
  printf '%s\n' "$out"
}

((header == 0)) || line JOBID STATE
while read -r job state; do
  [[ -n "$job" ]] && line "$job" "$state"
done <"$SLURM_STANDIN_JOBS"
