#!/usr/bin/env bash
# Container runtime stage, every node last (streamed after lib/node-lib.sh by
# container-runtime.sh): pull the images the later stages run (PREFETCH_IMAGES, space-separated)
# while the readiness gate still waits for RDMA. A failure here only warns: the stage that runs
# the image pulls it again (a no-op when present) and reports a failed pull as its own failure.
# Parameters: PREFETCH_IMAGES.
set -euo pipefail

PREFETCH_IMAGES="${PREFETCH_IMAGES:-}"
ATTEMPTS=3
PATH="$PATH:/usr/local/sbin:/usr/local/bin"
pulled=()
missed=()

for image in $PREFETCH_IMAGES; do
  if node_retry "nerdctl pull $image" "$ATTEMPTS" 20 sudo -n env "PATH=$PATH" nerdctl pull -q "$image" >&2; then
    pulled+=("$image")
  else
    missed+=("$image")
    nlog "WARN could not prefetch $image after $ATTEMPTS attempts; its stage pulls it again"
  fi
done
node_set pulled "$(python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "${pulled[@]}")"
node_set missed "$(python3 -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "${missed[@]}")"
node_result
