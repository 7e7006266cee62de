#!/bin/bash
# Usage: newer-run-scenario.sh DIR CLUSTER OUTDIR [WORKLOAD_S=1800] [CAPTURE_S=2400] [SEED=1] [WORKLOAD_PARAMS_JSON]
# Starts newer-capture-loop.sh and tests/golden/oracle/workload.py --chroot (host python3; every Slurm command as `chroot DIR ...`) in the
# background. PIDs -> OUTDIR/capture.pid, OUTDIR/workload.pid (stop them with kill -- -PID: both run under setsid).
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=${1:?}; C=${2:?}; OUT=${3:?}; WL=${4:-1800}; CAP=${5:-2400}; SEED=${6:-1}; WP=${7:+--params $7}
mkdir -p "$OUT"
date +%s.%N > "$OUT/scenario_start_epoch.txt"
setsid nohup "$HERE/newer-capture-loop.sh" "$DIR" "$C" "$OUT" "$CAP" > /dev/null 2>&1 &
echo $! > "$OUT/capture.pid"
setsid nohup python3 "$HERE/../../tests/golden/oracle/workload.py" --chroot "$DIR" "$C" "$OUT/workload_actions.jsonl" --duration "$WL" \
  --submit-until $((WL*13/15)) --seed "$SEED" $WP > "$OUT/workload_stdout.txt" 2>&1 &
echo $! > "$OUT/workload.pid"
echo "started capture $(cat "$OUT/capture.pid") workload $(cat "$OUT/workload.pid")"
