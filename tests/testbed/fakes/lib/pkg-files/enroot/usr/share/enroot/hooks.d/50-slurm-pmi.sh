#!/usr/bin/env bash
# test bed stand-in for enroot 50-slurm-pmi.sh (the package installs it here)
exit 0
