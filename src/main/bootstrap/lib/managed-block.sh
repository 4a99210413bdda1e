#!/usr/bin/env bash
# A block of lines this project owns inside a file others edit too (/etc/hosts, ~/.ssh/config,
# authorized_keys). Sourced by lib/common.sh on the bastion and streamed to the nodes with
# lib/node-lib.sh (fanout), so both sides use this one definition.
set -euo pipefail

# render_managed_block FILE MARKER BLOCK_FILE: print FILE with the lines between
# "# BEGIN MARKER" and "# END MARKER" replaced by BLOCK_FILE (appended when absent).
render_managed_block() {
  python3 - "$@" <<'PY'
import sys
path, marker, block_path = sys.argv[1:]
begin, end = "# BEGIN " + marker, "# END " + marker
try:
    lines = open(path).read().splitlines()
except FileNotFoundError:
    lines = []
kept, inside = [], False
for line in lines:
    if line.strip() == begin:
        inside = True
    elif line.strip() == end:
        inside = False
    elif not inside:
        kept.append(line)
block = open(block_path).read().splitlines()
print("\n".join(kept + [begin] + block + [end]))
PY
}
