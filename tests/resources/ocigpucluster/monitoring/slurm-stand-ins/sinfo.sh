#!/usr/bin/env bash
# Stand-in for Slurm's sinfo (sinfo(1); Slurm 25.11, src/sinfo/opts.c), over a fixture of nodes.
# Models what the monitoring collector asks for, and what the real sinfo does with anything else:
#   -h/--noheader    no header line
#   -N/--Node        one line per node and partition (a node in two partitions: two lines)
#   -o/--format FMT  %N node name(s), %P partition, %T state (extended: idle, allocated,
#                    drained...), %% a percent sign; an optional width (%10T) is ignored
#   without -N       one line per partition and state, its nodes as one comma list (the real sinfo
#                    compresses them to a hostlist, n[1,3]: one line for several nodes either way)
#   an option sinfo does not have: getopt's "invalid option" and 'Try "sinfo --help" for more
#                    information', exit 1 (opts.c)
#   a letter sinfo has no field for: "Invalid node format specification: X" on stderr and the
#                    field printed as written, exit 0 (opts.c, format_add_invalid)
#   an option or field the real sinfo has and this stand-in does not model: exit 2, named, so that
#                    a new use is noticed rather than answered wrongly
# Fixture: SLURM_STANDIN_NODES, a file of "NODE PARTITION STATE" lines; SLURM_STANDIN_DOWN=1: slurmctld
# does not answer (sinfo.c: slurm_perror("slurm_load_partitions"), exit 1).
set -euo pipefail

TOOL=sinfo
# shellcheck source=slurm-stand-in-lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/slurm-stand-in-lib.sh"

header=1 per_node=0 format="%9P %.5a %.10l %.6D %.6t %N"
parse_options adeFlrRsTvV iMnOpSt 1 "$@"

# the modelled fields, and the letters sinfo has no field for (none in opts.c's fmt_data)
parse_format "$format" NPT "JKQWjkqxy" "Invalid node format specification"

if [[ ${SLURM_STANDIN_DOWN:-0} == 1 ]]; then
  echo 'slurm_load_partitions: Unable to contact slurm controller (connect failure)' >&2
  exit 1
fi
: "${SLURM_STANDIN_NODES:?the sinfo stand-in reads its nodes from SLURM_STANDIN_NODES}"

declare -A VALUES=()
line() { # NODES PARTITION STATE
  VALUES=(["N"]=$1 ["P"]=$2 ["T"]=$3)
  print_line
}

((header == 0)) || line NODELIST PARTITION STATE
if ((per_node == 1)); then
  while read -r node partition state; do
    [[ -n "$node" ]] && line "$node" "$partition" "$state"
  done <"$SLURM_STANDIN_NODES"
else
  awk '{ k = $2 " " $3; n[k] = (k in n) ? n[k] "," $1 : $1 } END { for (k in n) print n[k], k }' \
    "$SLURM_STANDIN_NODES" | sort -k2 | while read -r nodes partition state; do
    line "$nodes" "$partition" "$state"
  done
fi
