#!/bin/bash
# The run (started 2026-11-29 ~05:51 UTC under setsid): workload.py (host python3, every Slurm command as
# chroot /srv/slurm-sid ...), extras.sh 60 s later, sshare/sprio moments at +600 s and +1200 s.
S=/work/archive-capture/26.05/scenario
date +%s > $S/workload_start_epoch.txt
python3 /work/main/tests/golden/oracle/workload.py --chroot /srv/slurm-sid arch $S/workload_actions.jsonl \
  --duration 1800 --submit-until 1500 --seed 51 > $S/workload_stdout.txt 2>&1 &
WP=$!
( sleep 60; $S/extras.sh $S/extras.log ) > $S/extras_stdout.txt 2>&1 &
( sleep 600; $S/moment.sh /work/archive-capture/26.05/truth/moments; sleep 600; $S/moment.sh /work/archive-capture/26.05/truth/moments ) > $S/moments_stdout.txt 2>&1 &
wait
echo "$(date +%s) run.sh done" >> $S/extras.log
