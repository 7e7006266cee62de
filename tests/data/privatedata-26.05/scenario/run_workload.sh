#!/bin/bash
# the workload as it ran (host python3; every Slurm command as chroot /srv/slurm-sid ...)
s=$(( 1795921603 - $(date +%s) )); [ $s -gt 0 ] && sleep $s
date +%s.%N > /work/capture-sid-priv/scenario/scenario_start_epoch.txt
exec python3 /work/main/tests/golden/oracle/workload.py --chroot /srv/slurm-sid priv /work/capture-sid-priv/scenario/workload_actions.jsonl --duration 900 --submit-until 760 --seed 1 --params /work/capture-sid-priv/scenario/params.json
