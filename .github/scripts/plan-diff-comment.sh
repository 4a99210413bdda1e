#!/usr/bin/env bash
# Builds the one PR comment: a plan diff per stack, base branch vs PR head.
# Usage: plan-diff-comment.sh BASE_PREVIEW_DIR HEAD_PREVIEW_DIR OUT.md -- PLAN_DIFF_COMMAND...
#   *_PREVIEW_DIR hold <stack>/plan.json (from preview-stacks.sh); a missing BASE_PREVIEW_DIR
#   means the base branch could not be previewed. PLAN_DIFF_COMMAND is how to run the
#   plan-diff subcommand, e.g. `java -jar head/target/oci-gpu-cluster.jar plan-diff`.
# Exit status: 0 when every stack was compared (changes and replacements are reported in the
# comment, not as failures); 2 when plan-diff rejected a plan.
set -euo pipefail

usage="usage: plan-diff-comment.sh BASE_PREVIEW_DIR HEAD_PREVIEW_DIR OUT.md -- PLAN_DIFF_COMMAND..."
base="${1:?$usage}"
head="${2:?$usage}"
out="${3:?$usage}"
[ "${4:-}" = "--" ] || {
  echo "$usage" >&2
  exit 2
}
shift 4
[ "$#" -gt 0 ] || {
  echo "$usage" >&2
  exit 2
}
[ -d "$head" ] || {
  echo "plan-diff-comment.sh: $head missing: run preview-stacks.sh on the PR head first" >&2
  exit 2
}

# The marker lets the workflow find and update its own comment instead of adding another.
marker="<!-- oci-gpu-cluster-plan-diff -->"
replaced=()
status=0
{
  echo "$marker"
  echo "## Offline plan diff (base → PR head)"
  echo
  if [ ! -d "$base" ]; then
    echo "_The base branch could not be previewed, so every stack is shown as new._"
    echo
  fi
  shopt -s nullglob
  plans=("$head"/*/plan.json)
  # First thing in the comment: what the change does to each stack's monthly list-price estimate.
  for plan in "${plans[@]}"; do
    stack="$(basename "$(dirname "$plan")")"
    if [ -f "$base/$stack/plan.json" ]; then
      rc=0
      "$@" --cost-only "$base/$stack/plan.json" "$plan" || rc=$?
      case "$rc" in
        0 | 1 | 3) ;;
        *)
          echo "plan-diff --cost-only failed on stack $stack (exit $rc)" >&2
          status=2
          ;;
      esac
    else
      echo "**Estimated cost (stack \`$stack\`):** new stack, see its plan."
    fi
    echo
  done
  # GitHub refuses a comment over 65536 characters: each stack's diff gets an equal share.
  budget=$((60000 / (${#plans[@]} > 0 ? ${#plans[@]} : 1)))
  for plan in "${plans[@]}"; do
    stack="$(basename "$(dirname "$plan")")"
    if [ ! -f "$base/$stack/plan.json" ]; then
      echo "### Stack \`$stack\`: new"
      echo
      echo "No base plan to compare with (a new stack, or the base branch has no preview)."
      echo
      continue
    fi
    rc=0
    "$@" --max-chars "$budget" "$base/$stack/plan.json" "$plan" || rc=$?
    case "$rc" in
      0 | 1) ;;
      3) replaced+=("$stack") ;;
      *)
        echo "plan-diff failed on stack $stack (exit $rc)" >&2
        status=2
        ;;
    esac
    echo
  done
  for plan in "$base"/*/plan.json; do
    stack="$(basename "$(dirname "$plan")")"
    if [ ! -f "$head/$stack/plan.json" ]; then
      echo "### Stack \`$stack\`: removed by this PR"
      echo
    fi
  done
  if [ "${#replaced[@]}" -gt 0 ]; then
    echo "**Replacements in: ${replaced[*]}.** Check the tables above before merging."
  fi
} >"$out"
exit "$status"
