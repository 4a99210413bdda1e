#!/usr/bin/env bash
# test bed stand-in for enroot 98-nvidia.sh (the package installs it here)
exit 0
