#!/usr/bin/env bash
# Stand-in for the workflow's Maven builds (mvn -B verify, mvn -B -DskipTests package): running
# the real build inside its own test would build and test the project again, for minutes. It
# records each call (arguments, directory, whether it would run as root, whether it sees
# setup-java's JDK on PATH) in MVN_STANDIN_LOG, and does what the steps after it rely on:
#   package, verify   target/oci-gpu-cluster.jar: this build's packaged jar (MVN_STANDIN_JAR), so
#                     the previews and plan diffs after it run the real program; and the local
#                     repository, $HOME/.m2/repository, as Maven creates it
#   verify            the SSH test bed's groups run unless -Dverify.groups leaves "bed" out, and the
#                     bed refuses a user that is not root as testbed/Machine.java does ("the SSH test
#                     bed needs root"): the build fails
#   as root (sudo)    what it writes is root's: the runner user cannot write in target/ or the Maven
#                     cache afterwards (modelled by taking the write permission away; the sudo
#                     stand-in's chown -R gives it back)
set -euo pipefail

root=no
[[ $(id -u) == 0 || ${SUDO_STANDIN_ROOT:-0} == 1 ]] && root=yes
setup_java=no
[[ ":$PATH:" == *":${MVN_STANDIN_SETUP_JAVA:-/nonexistent}:"* ]] && setup_java=yes
printf 'args=%s cwd=%s root=%s setup-java=%s\n' "$*" "$PWD" "$root" "$setup_java" \
  >>"${MVN_STANDIN_LOG:?the mvn stand-in records its calls in MVN_STANDIN_LOG}"

# a root that is not: what root wrote before is writable again while "root" works
as_root_standin=no
[[ $root == yes && $(id -u) != 0 ]] && as_root_standin=yes
if [[ $as_root_standin == yes ]]; then
  for d in target "$HOME/.m2"; do
    [[ ! -e $d ]] || chmod -R u+w "$d"
  done
fi

goals=() bed=yes
for a in "$@"; do
  case $a in
    -Dverify.groups=*) [[ ${a#*=} == *bed* ]] || bed=no ;;
    -*) ;;
    *) goals+=("$a") ;;
  esac
done
mkdir -p "$HOME/.m2/repository"
for g in "${goals[@]}"; do
  case $g in
    package | verify)
      mkdir -p target
      cp "${MVN_STANDIN_JAR:?the mvn stand-in copies MVN_STANDIN_JAR as the packaged jar}" target/oci-gpu-cluster.jar
      ;;
    *)
      echo "mvn stand-in: goal $g is not modelled" >&2
      exit 2
      ;;
  esac
  if [[ $g == verify && $bed == yes && $root == no ]]; then
    echo "[ERROR] SshTestBedTest: the SSH test bed needs root (network and mount namespaces); run the tests as root" >&2
    echo "[ERROR] BUILD FAILURE" >&2
    exit 1
  fi
done
[[ $as_root_standin == no ]] || chmod -R a-w target "$HOME/.m2"
