# shellcheck shell=bash
# nvidia-dcgm-exporter.service (systemctl's unit model, see fakes/systemctl): the bed's
# dcgm-exporter stand-in (bin/dcgm-exporter), its unit file from datacenter-gpu-manager-exporter's
# %post. No UNIT_PACKAGE, UNIT_PROCESS or unit_exec: started from its unit file (Type=simple)
