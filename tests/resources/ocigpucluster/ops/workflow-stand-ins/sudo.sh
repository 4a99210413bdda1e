#!/usr/bin/env bash
# Stand-in for sudo(8) as a GitHub-hosted Ubuntu runner has it: the runner user may run any command
# without a password (GitHub Docs, "GitHub-hosted runners reference", Administrative privileges),
# under Ubuntu's default /etc/sudoers (Defaults env_reset, Defaults secure_path). A test cannot give
# root to a process that is not root, so the command runs as the caller, with
# SUDO_STANDIN_ROOT=1 telling the other stand-ins it would be root. Modelled (sudoers(5)):
#   without -E   env_reset: the environment is rebuilt; HOME, USER, LOGNAME, SHELL are the target
#                user's (root's), TERM is kept, SUDO_USER/SUDO_UID/SUDO_GID/SUDO_COMMAND are set
#   -E           the caller's environment is kept (--preserve-env)
#   either way   PATH is secure_path ("in place of the user's PATH"): a command the step found on
#                its own PATH (setup-java's JDK) is not found unless the command line sets PATH again
#                (env PATH=...). This stand-in's directory leads that secure_path, so that no real
#                Maven runs in a test (on the runner, /usr/bin/mvn is the image's)
#   -n           never prompt (no prompt here anyway); an option sudo does not have: exit 1
#   chown -R U:G PATH...   ownership moves to U: what the mvn stand-in made "root's" (without write
#                permission) is writable by its owner again
# Records each call (its arguments, one line) in SUDO_STANDIN_LOG.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
secure_path="$here:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/snap/bin"
printf '%s\n' "$*" >>"${SUDO_STANDIN_LOG:?the sudo stand-in records its calls in SUDO_STANDIN_LOG}"

preserve=0
while (($#)); do
  case $1 in
    -E | --preserve-env) preserve=1 ;;
    -n | --non-interactive) ;;
    --) shift && break ;;
    -*)
      echo "sudo: invalid option -- '${1#-}'" >&2
      exit 1
      ;;
    *) break ;;
  esac
  shift
done
(($#)) || {
  echo "usage: sudo -h | -K | -k | -V" >&2
  exit 1
}

caller=$(id -un) uid=$(id -u) gid=$(id -g)
if [[ $1 == chown && ${2:-} == -R ]]; then
  chown "${@:2}"
  chmod -R u+w "${@:4}"
  exit 0
fi
if ((preserve == 1)); then
  exec env PATH="$secure_path" SUDO_STANDIN_ROOT=1 SUDO_USER="$caller" SUDO_UID="$uid" SUDO_GID="$gid" \
    SUDO_COMMAND="$*" "$@"
fi
exec env -i PATH="$secure_path" HOME=/root USER=root LOGNAME=root SHELL=/bin/bash TERM="${TERM:-dumb}" \
  SUDO_STANDIN_ROOT=1 SUDO_STANDIN_LOG="$SUDO_STANDIN_LOG" MVN_STANDIN_LOG="${MVN_STANDIN_LOG:-}" \
  MVN_STANDIN_JAR="${MVN_STANDIN_JAR:-}" SUDO_USER="$caller" SUDO_UID="$uid" SUDO_GID="$gid" SUDO_COMMAND="$*" "$@"
