#!/bin/bash
# moments at fixed UTC times (5 during the workload, 1 after)
for t in 22:15:00 22:18:00 22:21:00 22:24:00 22:26:40 22:30:00; do
  s=$(( $(date -d "2026-11-28 $t UTC" +%s) - $(date +%s) )); [ $s -gt 0 ] && sleep $s
  nice /work/capture-priv/capture_moment.sh /work/capture-priv/out 2026-11-28T22:12:14 >> /work/capture-priv/schedule.log 2>&1
done
echo done >> /work/capture-priv/schedule.log
