#!/usr/bin/env bash
# Prints the release notes of VERSION: the section of CHANGELOG.md under its release heading,
# `## VERSION — DATE` (or `## vVERSION ...`), up to the next `## ` heading, without the heading
# and leading blank lines (the shell drops trailing ones). Exit 1 when CHANGELOG.md has no such
# section or it is empty, 2 when VERSION is not MAJOR.MINOR.PATCH (docs/releasing.md).
# Usage: release-notes.sh VERSION [CHANGELOG.md]
set -euo pipefail

version="${1:?usage: release-notes.sh VERSION [CHANGELOG.md]}"
changelog="${2:-CHANGELOG.md}"
if [[ ! "$version" =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?$ ]]; then
  echo "release-notes.sh: '$version' is not a version (MAJOR.MINOR.PATCH, semver.org 2.0.0)" >&2
  exit 2
fi
[[ -f "$changelog" ]] || {
  echo "release-notes.sh: $changelog not found" >&2
  exit 2
}

notes="$(awk -v v="$version" '
  BEGIN { want = "## " v; alt = "## v" v }
  /^## / {
    if (found) { exit }
    if (index($0, want) == 1 || index($0, alt) == 1) {
      rest = substr($0, (index($0, want) == 1 ? length(want) : length(alt)) + 1)
      if (rest == "" || substr(rest, 1, 1) == " ") { found = 1; next }
    }
  }
  found { print }
' "$changelog" | sed -e '/./,$!d')"

if [[ -z "$notes" ]]; then
  echo "release-notes.sh: $changelog has no section '## $version — <date>' (or it is empty); add it above the previous release's" >&2
  exit 1
fi
printf '%s\n' "$notes"
