#!/bin/bash
# Usage: run_scenario.sh CLUSTER OUTDIR [WORKLOAD_S=1800] [CAPTURE_S=2100] [SEED=1] [WORKLOAD_PARAMS_JSON]
# Starts the capture loop and the workload driver in the background; PIDs -> /var/lib/slurm-oracle/pids
HERE=$(cd "$(dirname "$0")" && pwd)
C=$1; OUT=$2; WL=${3:-1800}; CAP=${4:-2100}; SEED=${5:-1}; WP=${6:+--params $6}
source /var/lib/slurm-oracle/$C/env.sh
mkdir -p $OUT
scontrol setdebugflags +Priority || true
date +%s.%N > $OUT/scenario_start_epoch.txt
setsid nohup $HERE/capture_loop.sh $C $OUT $CAP > /dev/null 2>&1 &
echo $! > /var/lib/slurm-oracle/pids/capture-$C.pid
setsid nohup python3 $HERE/workload.py $C $OUT/workload_actions.jsonl --duration $WL --submit-until $((WL*13/15)) --seed $SEED $WP > $OUT/workload_stdout.txt 2>&1 &
echo $! > /var/lib/slurm-oracle/pids/workload-$C.pid
echo "started capture $(cat /var/lib/slurm-oracle/pids/capture-$C.pid) workload $(cat /var/lib/slurm-oracle/pids/workload-$C.pid)"
