#!/bin/bash
# Redo of the two extras.sh steps that failed (see extras.log): the suspend/resume (job 21 'tosuspend' was still
# pending, "Job is pending execution") and the reservation duration update ("Reservation update rejected because of
# JobId=7": the job waiting for arch_resv1 before it started). The new job gets QOS high and partition debug
# (PriorityTier 2) so it starts at once; it is suspended only once it runs.
# Usage: extras_b.sh LOG
set -u
D=/srv/slurm-noble
LOG=$1
J="--chdir=/tmp -o /dev/null"
run() { echo "$(date +%s) $*" >> $LOG; chroot $D "$@" >> $LOG 2>&1; echo "rc=$?" >> $LOG; }
run scontrol update reservationname=arch_resv1 duration=12
run sbatch $J --uid=u7 --gid=u7 -A neuro -p debug --qos=high -n 1 -J tosuspend2 --wrap 'sleep 120'
for i in $(seq 1 60); do
  st=$(chroot $D squeue -h -n tosuspend2 -o %T | head -1); [ "$st" = RUNNING ] && break; sleep 5
done
echo "$(date +%s) tosuspend2 state: $st" >> $LOG
sleep 15
J2=$(chroot $D squeue -h -n tosuspend2 -o %A | head -1)
run scontrol suspend $J2
sleep 30
run scontrol resume $J2
run scontrol show reservation arch_resv1
echo "$(date +%s) extras_b done" >> $LOG
