#!/bin/bash
# Second part of the extras (24.11 run). extras.sh's jobs (54-57, 59, 66) sat pending behind the workload's backlog,
# so its suspend/resume of job 66 failed ("Job is pending execution"). At 05:59:51 they were given
# priority 200000, at 06:03:34 moved to partition debug (tier 2) by hand (manual.log). This does the suspend/resume again,
# once job 66 runs.
# Usage: extras2.sh LOG
set -u
D=/srv/slurm-trixie
LOG=$1
run() { echo "$(date +%s) $*" >> $LOG; chroot $D "$@" >> $LOG 2>&1; echo "rc=$?" >> $LOG; }
for _ in $(seq 1 900); do [ "$(chroot $D squeue -h -j 66 -o %T)" = RUNNING ] && break; sleep 2; done
echo "$(date +%s) job 66: $(chroot $D squeue -h -j 66 -o %T)" >> $LOG
sleep 15
run scontrol suspend 66
sleep 30
run scontrol resume 66
echo "$(date +%s) extras2 done" >> $LOG
