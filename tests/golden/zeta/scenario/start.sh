#!/bin/bash
# zeta: 04_start_cluster.sh, then wait until 90 s after the first decay pass (so that the 4-min decay cycles fall
# ~30 s after a capture-loop tick), run_scenario.sh, then timeline_actions.py in the background.
set -u
O=/work/main/tests/golden/oracle; SC=/work/zeta-run/scenario; OUT=/work/zeta-run/captures/zeta
source $SC/run.env
$O/04_start_cluster.sh $C
F=/var/lib/slurm-oracle/$C/state/priority_last_decay_ran
for i in $(seq 1 120); do [ -e $F ] && break; sleep 0.5; done
M=$(stat -c %Y $F); echo "first decay pass mtime=$M ($(date -u -d @$M +%T))"
while [ $(date +%s) -lt $((M+90)) ]; do sleep 0.2; done
$O/run_scenario.sh $C $OUT $WORKLOAD_S $CAPTURE_S $SEED
sleep 2
setsid nohup python3 $O/timeline_actions.py $C $OUT $SC/$TIMELINE > $OUT/timeline_stdout.txt 2>&1 &
echo $! > /var/lib/slurm-oracle/pids/timeline-$C.pid
echo "timeline pid $(cat /var/lib/slurm-oracle/pids/timeline-$C.pid)"
