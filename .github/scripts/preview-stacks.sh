#!/usr/bin/env bash
# Runs the offline preview for every stack of a built checkout:
#   DIR/target/preview/<stack>/plan.json for each DIR/Pulumi.<stack>.yaml.
# Usage: preview-stacks.sh DIR   (after `mvn package` in DIR)
set -euo pipefail

dir="${1:?usage: preview-stacks.sh DIR (a checkout built with mvn package)}"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
jar="target/oci-gpu-cluster.jar"
[ -f "$dir/$jar" ] || {
  echo "preview-stacks.sh: $dir/$jar missing; build it with mvn package first" >&2
  exit 2
}

count=0
while IFS= read -r stack; do
  echo "offline preview of stack $stack in $dir" >&2
  (cd "$dir" && java -jar "$jar" preview --stack "$stack" --out "target/preview/$stack")
  count=$((count + 1))
done < <("$here/stacks.sh" "$dir")
echo "previewed $count stack(s) in $dir" >&2
