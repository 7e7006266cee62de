#!/bin/bash
# The workload (tests/golden/oracle/workload.py --chroot, 900 s, seed 57 = the seed of the 22.05 run: its first
# submission is reproduced by it) at 03:32:15 UTC, and the moments at the 22.05 run's offsets from its start
# (22:12:15 -> 22:15:00 ... 22:30:00), five during the workload and one after.
D=/srv/slurm-trixie; W=/work/capture-t; S=$(dirname $(readlink -f $0))
at() { local s=$(( $(date -d "2026-11-29 $1 UTC" +%s) - $(date +%s) )); [ $s -gt 0 ] && sleep $s; }
at 03:32:15
date +%s.%N > $W/scenario_start_epoch.txt
setsid nohup python3 /work/main/tests/golden/oracle/workload.py --chroot $D priv $W/workload_actions.jsonl \
  --duration 900 --submit-until 780 --seed 57 --params $S/params.json > $W/workload_stdout.txt 2>&1 &
echo $! > $W/workload.pid
for t in 03:35:00 03:38:00 03:41:00 03:44:00 03:46:40 03:50:00; do
  at $t
  nice $S/capture_moment.sh $D $W/out 2026-11-29T03:32:14 >> $W/schedule.log 2>&1
done
echo done >> $W/schedule.log
