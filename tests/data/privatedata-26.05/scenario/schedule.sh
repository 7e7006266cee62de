#!/bin/bash
# moments at the 22.05 capture's offsets from the workload's start (T0=1795921603, 2026-11-29T03:06:43Z): +166 s ... +1066 s
# (22.05: workload 22:12:14, moments 22:15:00 ... 22:30:00); 5 during the workload, 1 after
W=/work/capture-sid-priv
for o in 166 346 526 706 866 1066; do
  s=$(( 1795921603 + o - $(date +%s) )); [ $s -gt 0 ] && sleep $s
  nice $W/scenario/capture_moment.sh $W/out 2026-11-29T03:06:43 >> $W/schedule.log 2>&1
done
echo done >> $W/schedule.log
